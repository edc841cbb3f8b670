import DarkroomLayout

/// A layout-engine tree standing as a view: how Darkroom's own tests and benchmarks, which
/// build engine nodes directly to pin the engine's behaviour, give a catalogue component its
/// body. Package-only: a team's components are SwiftUI views.
package struct EngineNode: View, PrimitiveView {
    let node: Node

    package init(_ node: Node) { self.node = node }

    package var body: Never { primitiveBody("EngineNode") }

    func lower(_ lowering: inout ViewLowering) -> [Node] { [node] }
}

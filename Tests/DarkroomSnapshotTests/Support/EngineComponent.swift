import DarkroomCatalog
import DarkroomLayout
import DarkroomTokens
import struct DarkroomUI.EngineNode

/// A test component whose body is written in the layout engine's own builders (to pin the
/// pipeline, not SwiftUI's API): its engine tree stands as the component's view.
protocol EngineComponent: Component where Body == EngineNode {
    func engineBody(_ t: ResolvedTokens) -> Node
}

extension EngineComponent {
    func body(_ t: ResolvedTokens) -> EngineNode { EngineNode(engineBody(t)) }
}

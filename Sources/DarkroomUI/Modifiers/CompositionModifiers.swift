import DarkroomLayout
import Foundation

/// Background and overlay: a secondary view laid out in the frame of the primary one.
struct LayerModifier<Layer: View>: BuiltInModifier {
    let layer: Layer
    let alignment: Alignment
    let isBackground: Bool

    func lower<Content: View>(_ content: Content, _ lowering: inout ViewLowering) -> [Node] {
        let layerNodes = lowering.lower(layer)
        let layerNode: Node = layerNodes.count == 1 ? layerNodes[0] : .zstack(alignment: alignment.resolved, children: layerNodes)
        let a = alignment.resolved
        return lowering.lower(content).map {
            .modified($0, isBackground ? .background(layerNode, alignment: a) : .overlay(layerNode, alignment: a))
        }
    }
}

extension View {
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(LayerModifier(layer: background, alignment: alignment, isBackground: true))
    }

    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(LayerModifier(layer: content(), alignment: alignment, isBackground: true))
    }

    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(LayerModifier(layer: overlay, alignment: alignment, isBackground: false))
    }

    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(LayerModifier(layer: content(), alignment: alignment, isBackground: false))
    }
}

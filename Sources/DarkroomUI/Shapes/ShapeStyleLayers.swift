import Foundation

/// The shape-style forms of `background` and `overlay` (iOS 15): a style fills the view's
/// frame, or a shape in it.
extension View {
    /// Fills the frame with `style` behind the view. (SwiftUI extends it into the safe area;
    /// a snapshot has none, so the edges change nothing.)
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(LayerModifier(layer: Rectangle().fill(style), alignment: .center, isBackground: true))
    }

    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(LayerModifier(layer: shape.fill(style, style: fillStyle), alignment: .center, isBackground: true))
    }

    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }

    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(LayerModifier(layer: Rectangle().fill(style), alignment: .center, isBackground: false))
    }

    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(LayerModifier(layer: shape.fill(style, style: fillStyle), alignment: .center, isBackground: false))
    }
}

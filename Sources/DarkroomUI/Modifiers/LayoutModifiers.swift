import DarkroomLayout
import Foundation

extension View {
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Padding on `edges`; a nil length is the platform default, 16.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let value = length.map(Double.init) ?? PlatformSpacing.padding
        let insets = DarkroomLayout.EdgeInsets(top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
                                               bottom: edges.contains(.bottom) ? value : 0, trailing: edges.contains(.trailing) ? value : 0)
        return modifier(NodeModifier { _ in .padding(insets) })
    }

    public func padding(_ insets: EdgeInsets) -> some View {
        let resolved = insets.resolved
        return modifier(NodeModifier { _ in .padding(resolved) })
    }

    /// A fixed frame: a nil dimension takes the child's size on that axis.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        let a = alignment.resolved
        let (w, h) = (FrameDimensions.fixed(width), FrameDimensions.fixed(height))
        return modifier(NodeModifier { _ in .frame(width: w, height: h, alignment: a) })
    }

    /// A flexible frame (`.infinity` for a maximum fills what is offered).
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        let width = FrameDimensions.flexible(minWidth, idealWidth, maxWidth)
        let height = FrameDimensions.flexible(minHeight, idealHeight, maxHeight)
        let frame = FlexibleFrame(minWidth: width.min, idealWidth: width.ideal, maxWidth: width.max,
                                  minHeight: height.min, idealHeight: height.ideal, maxHeight: height.max,
                                  alignment: alignment.resolved)
        return modifier(NodeModifier { _ in .flexibleFrame(frame) })
    }

    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(NodeModifier { _ in .fixedSize(horizontal: horizontal, vertical: vertical) })
    }

    public func layoutPriority(_ value: Double) -> some View {
        modifier(NodeModifier { _ in .layoutPriority(value) })
    }

    /// A stable name for the view in the Scene (dumps, diffs, verify's explanations).
    /// SwiftUI's `id` is identity and draws nothing, and code often passes values made anew
    /// each run (`.id(UUID())`): only an id written as text or a number names the node by its
    /// value; any other names it by its type, so the sidecar and the render key stay the same.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        let name: String = switch id {
        case let text as any StringProtocol: String(text)
        case let number as any BinaryInteger: "\(number)"
        default: "\(ID.self)"
        }
        return modifier(NodeModifier { _ in .id(name) })
    }

    @available(*, deprecated, message: "DarkroomUI: not drawn yet")
    public func blur(radius: CGFloat, opaque: Bool = false, file: StaticString = #fileID, line: UInt = #line) -> some View {
        notDrawnYet("blur(radius:opaque:)", file: file, line: line)
    }
}

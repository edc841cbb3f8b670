/// What a parent offers a child. A nil dimension asks for the child's ideal size;
/// 0 asks for its minimum and `.infinity` for its maximum (how stacks probe flexibility).
public struct ProposedSize: Hashable, Sendable {
    public var width: Double?
    public var height: Double?
    public init(width: Double?, height: Double?) { self.width = width; self.height = height }
    public init(_ size: Size) { self.init(width: size.width, height: size.height) }
    public static let unspecified = ProposedSize(width: nil, height: nil)

    func inset(by insets: EdgeInsets) -> ProposedSize {
        ProposedSize(width: width.map { Swift.max(0, $0 - insets.horizontal) },
                     height: height.map { Swift.max(0, $0 - insets.vertical) })
    }
}

/// A stack's main axis, which tells a Spacer which way to grow.
enum Axis { case horizontal, vertical }

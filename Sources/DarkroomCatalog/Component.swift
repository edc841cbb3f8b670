import DarkroomLayout
import DarkroomTokens

/// A component of a design system: a small value whose stored properties are its axes,
/// and whose body reads the resolved theme rather than literals.
///
/// Stages after the catalogue never know which component they draw: they see its name,
/// axes, requirements and the Node its body returns.
public protocol Component: Sendable {
    static var name: String { get }
    /// What the component is for (used in docs and the gallery).
    static var summary: String { get }
    /// The component's own axes, in file-naming order.
    static var axes: [ComponentAxis] { get }
    /// Every token the body may read; checked against each brand x theme before rendering.
    static var tokens: [TokenRequirement] { get }
    /// Every icon the body may draw; checked against the icon library before rendering.
    static var icons: [String] { get }

    /// Builds the variant for `axes`, or nil for a combination the component declares
    /// impossible (such as an indeterminate legal checkbox).
    init?(axes: AxisValues)

    /// The width the variant is laid out in; nil lets it take its ideal width.
    var proposedWidth: Double? { get }

    func body(_ theme: ResolvedTokens) -> Node
}

extension Component {
    public static var icons: [String] { [] }
    public var proposedWidth: Double? { nil }
}

import DarkroomTokens
import DarkroomUI

/// A component of a design system in Darkroom's token catalogue: a small value whose stored
/// properties are its axes, and whose body is the team's SwiftUI view built from the resolved
/// tokens of one theme.
///
/// The body is plain SwiftUI (`some View`); the render lowers it in the variant's environment
/// (direction, colour scheme, Dynamic Type, named colours), passed as a value. Stages after the
/// catalogue never know which component they draw: they see a `CatalogEntry`.
public protocol Component: Sendable {
    associatedtype Body: DarkroomUI.View

    static var name: String { get }
    /// What the component is for (used in docs and the gallery).
    static var summary: String { get }
    /// The component's own axes, in file-naming order.
    static var axes: [ComponentAxis] { get }
    /// The tokens the body reads, when the team wants them checked against each brand x theme
    /// before rendering. Optional: a component that lists none reads the whole table and what
    /// it reads is recorded (the render index keys each snapshot on those tokens' values).
    static var tokens: [TokenRequirement] { get }
    /// Every icon the body may draw; checked against the icon library before rendering.
    static var icons: [String] { get }

    /// Builds the variant for `axes`, or nil for a combination the component declares
    /// impossible (such as an indeterminate legal checkbox).
    init?(axes: AxisValues)

    /// The width the variant is laid out in; nil lets it take its ideal width.
    var proposedWidth: Double? { get }

    /// The view of this variant in the theme `theme`.
    @ViewBuilder func body(_ theme: ResolvedTokens) -> Body
}

extension Component {
    public static var tokens: [TokenRequirement] { [] }
    public static var icons: [String] { [] }
    public var proposedWidth: Double? { nil }
}

import DarkroomLayout
import DarkroomTokens
import DarkroomUI

/// One family of snapshots in a catalogue, as a value: its name, axes, the tokens and icons
/// it reads, and how to build each variant.
///
/// A `Component` type is one source of entries; previews found at run time are another. The
/// stages after the catalogue see only entries, so both render through the same pipeline.
public struct CatalogEntry: Sendable {
    public let name: String
    /// What the entry is for (used in docs and the gallery).
    public let summary: String
    /// The entry's own axes, in file-naming order.
    public let axes: [ComponentAxis]
    /// Every token the body may read; checked against each token table before rendering.
    public let tokens: [TokenRequirement]
    /// Every icon the body may draw; checked against the icon library before rendering.
    public let icons: [String]
    /// Names the code behind the entry in render keys (a Swift type's full name, a preview's
    /// file and line): another definition under the same name must not reuse records.
    public let identity: String
    private let make: @Sendable (AxisValues) -> EntryVariant?

    public init(name: String, summary: String, axes: [ComponentAxis], tokens: [TokenRequirement] = [], icons: [String] = [],
                identity: String, make: @escaping @Sendable (AxisValues) -> EntryVariant?) {
        self.name = name; self.summary = summary; self.axes = axes; self.tokens = tokens; self.icons = icons
        self.identity = identity; self.make = make
    }

    /// The entry of a `Component` type: its static description, and `init(axes:)` and `body`
    /// for each variant.
    public init<C: Component>(_ type: C.Type) {
        // `_typeName` spells what `String(reflecting:)` prints for a type (the same bytes), without
        // the printing machinery's protocol lookups: every run builds the catalogue at start.
        self.init(name: C.name, summary: C.summary, axes: C.axes, tokens: C.tokens, icons: C.icons,
                  identity: _typeName(type, qualified: true)) { axes in
            C(axes: axes).map { component in
                EntryVariant(proposedWidth: component.proposedWidth) { theme, environment in
                    ViewLowering.node(component.body(theme), environment: EnvironmentValues(variant: environment))
                }
            }
        }
    }

    /// The variant for `axes`, or nil for a combination the entry declares impossible.
    public func variant(_ axes: AxisValues) -> EntryVariant? { make(axes) }
}

/// One variant of an entry, ready to lay out: the width it is proposed and its tree for a
/// token table.
public struct EntryVariant {
    /// The width the variant is laid out in; nil lets it take its ideal width.
    public let proposedWidth: Double?
    /// The height it is laid out in; nil lets it take its ideal height.
    public let proposedHeight: Double?
    /// The colour painted over the whole canvas, when the catalogue has no background token
    /// (a preview's system background); nil leaves it transparent.
    public let background: ((ResolvedTokens) -> DarkroomLayout.Color)?
    private let makeBody: (ResolvedTokens, VariantEnvironment) -> Node

    public init(proposedWidth: Double?, proposedHeight: Double? = nil, background: ((ResolvedTokens) -> DarkroomLayout.Color)? = nil,
                body: @escaping (ResolvedTokens, VariantEnvironment) -> Node) {
        self.proposedWidth = proposedWidth; self.proposedHeight = proposedHeight; self.background = background; makeBody = body
    }

    /// The variant's tree for a token table, lowered in `environment` (passed, never global).
    public func body(_ theme: ResolvedTokens, in environment: VariantEnvironment) -> Node { makeBody(theme, environment) }
}

import DarkroomCatalog
import DarkroomLayout
import DarkroomManifest

/// One cell of the matrix: a component, its axis values, and the environment (one context
/// of each token modifier, brand and theme being the usual two, and the direction). Scale is
/// chosen per run, so it is not part of a variant.
public struct Variant: Sendable {
    public let component: CatalogEntry
    /// Component axis values in the component's axis order.
    public let axes: [AxisValue]
    /// One context per token modifier, in the resolver's order (`brand`, `theme`, ...).
    public let tokenContext: [AxisValue]
    public let direction: LayoutDirection
    /// Dynamic Type size and pseudo-locale; the default adds nothing to the name.
    public let stress: TextStress
    /// `md-checked-frisbee-dark-rtl`: component axis values, then each token modifier's context
    /// (brand, theme), then direction, in a fixed order, so names are stable and sort well.
    /// Built once: sorting and look-ups read it thousands of times per run.
    public let name: String
    /// `InputCheckboxBase/md-checked-frisbee-dark-rtl`, unique in a catalogue.
    public let id: String

    public init(component: CatalogEntry, axes: [AxisValue], tokenContext: [AxisValue], direction: LayoutDirection,
                stress: TextStress = .default) {
        self.component = component; self.axes = axes; self.tokenContext = tokenContext; self.direction = direction
        self.stress = stress
        // Built as bytes in one buffer, then made into the two strings: appending to a `String`
        // part by part made this init 45% of expanding the matrix (which every run does
        // first); with one buffer its share of a no-change rerun fell from 3.8% to 2.2%.
        var id: [UInt8] = []
        id.reserveCapacity(component.name.utf8.count + 64)
        id += component.name.utf8
        id.append(UInt8(ascii: "/"))
        let nameStart = id.count
        for axis in axes { id += axis.value.utf8; id.append(UInt8(ascii: "-")) }
        for context in tokenContext { id += context.value.utf8; id.append(UInt8(ascii: "-")) }
        id += direction.rawValue.utf8
        for segment in stress.nameSegments { id.append(UInt8(ascii: "-")); id += segment.utf8 }
        self.name = String(decoding: id[nameStart...], as: UTF8.self)
        self.id = String(decoding: id, as: UTF8.self)
    }

    public init(component: CatalogEntry, axes: [AxisValue], brand: String, theme: String, direction: LayoutDirection) {
        self.init(component: component, axes: axes,
                  tokenContext: [AxisValue(name: "brand", value: brand), AxisValue(name: "theme", value: theme)], direction: direction)
    }

    /// The context of the modifier `brand`, or "default" when the tokens have none.
    public var brand: String { tokenContext.first { $0.name == "brand" }?.value ?? "default" }
    /// The context of the modifier `theme`, or "default" when the tokens have none.
    public var theme: String { tokenContext.first { $0.name == "theme" }?.value ?? "default" }

    public func snapshotID(scale: Int) -> String { id + "@\(scale)x" }

    /// Component axes followed by the environment axes, as the manifest records them.
    /// The text-stress axes appear only when not the default, so stored records keep their axes.
    public var allAxes: [AxisValue] {
        var all = axes + tokenContext + [AxisValue(name: "direction", value: direction.rawValue)]
        if stress.size != .large { all.append(AxisValue(name: "dynamicType", value: stress.size.rawValue)) }
        if let locale = stress.pseudoLocale { all.append(AxisValue(name: "pseudoLocale", value: locale.rawValue)) }
        return all
    }

    /// The same variant under another text stress.
    public func with(stress: TextStress) -> Variant {
        Variant(component: component, axes: axes, tokenContext: tokenContext, direction: direction, stress: stress)
    }

    public var axisValues: AxisValues {
        AxisValues(Dictionary(uniqueKeysWithValues: axes.map { ($0.name, $0.value) }))
    }
}

/// The file names of one snapshot inside a store, relative to the store root.
public struct SnapshotPaths: Hashable, Sendable {
    public let png: String
    public let sidecar: String
    /// What follows the snapshot id in each file's name.
    static let pngSuffix = ".png", sidecarSuffix = ".layout.txt"
    /// Both, the PNG's first (the order an index entry stamps them in).
    static let suffixes = [pngSuffix, sidecarSuffix]

    public init(id: String) {
        png = id + Self.pngSuffix
        sidecar = id + Self.sidecarSuffix
    }
}

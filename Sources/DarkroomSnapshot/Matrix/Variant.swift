import DarkroomCatalog
import DarkroomLayout
import DarkroomManifest

/// One cell of the matrix: a component, its axis values, and the environment
/// (brand, theme, direction). Scale is chosen per run, so it is not part of a variant.
public struct Variant: Sendable {
    public let component: any Component.Type
    /// Component axis values in the component's axis order.
    public let axes: [AxisValue]
    public let brand: String
    public let theme: String
    public let direction: LayoutDirection

    public init(component: any Component.Type, axes: [AxisValue], brand: String, theme: String, direction: LayoutDirection) {
        self.component = component; self.axes = axes; self.brand = brand; self.theme = theme; self.direction = direction
    }

    /// `md-checked-frisbee-dark-rtl`: component axis values, then brand, theme, direction,
    /// in a fixed order, so names are stable and sort well.
    public var name: String {
        (axes.map(\.value) + [brand, theme, direction.rawValue]).joined(separator: "-")
    }

    /// `InputCheckboxBase/md-checked-frisbee-dark-rtl`, unique in a catalogue.
    public var id: String { component.name + "/" + name }

    public func snapshotID(scale: Int) -> String { id + "@\(scale)x" }

    /// Component axes followed by the environment axes, as the manifest records them.
    public var allAxes: [AxisValue] {
        axes + [AxisValue(name: "brand", value: brand), AxisValue(name: "theme", value: theme),
                AxisValue(name: "direction", value: direction.rawValue)]
    }

    public var axisValues: AxisValues {
        AxisValues(Dictionary(uniqueKeysWithValues: axes.map { ($0.name, $0.value) }))
    }
}

/// The file names of one snapshot inside a store, relative to the store root.
public struct SnapshotPaths: Hashable, Sendable {
    public let png: String
    public let sidecar: String

    public init(id: String) {
        png = id + ".png"
        sidecar = id + ".layout.txt"
    }
}

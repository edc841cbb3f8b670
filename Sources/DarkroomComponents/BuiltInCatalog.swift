import DarkroomCatalog

/// Darkroom's built-in catalogue: the seed design system's components, rendered by
/// `make snapshots` with no configuration.
public enum BuiltInCatalog {
    public static let catalog = Catalog(
        components: [CheckboxView.self, InputCheckboxBase.self, InputCheckboxLegal.self, ChipBase.self, ButtonIcon.self],
        backgroundToken: "color.structure.canvas",
        canvasInset: 8,
        defaultBrand: "frisbee")
}

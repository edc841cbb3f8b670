extension RenderContext {
    /// Every snapshot id this catalogue produces, at every scale Darkroom renders (1x-3x).
    /// A report entry must be one of them before approve or merge takes it: an id of the
    /// right shape is not enough (a renamed component, an edited report).
    public var producedSnapshotIDs: Set<String> {
        Set(VariantMatrix.all(catalog, tokenAxes: tokenAxes).flatMap { variant in
            [1, 2, 3].map { variant.snapshotID(scale: $0) }
        })
    }
}

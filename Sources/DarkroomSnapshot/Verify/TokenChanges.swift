import DarkroomManifest

/// Which tokens a snapshot reads changed value since the references were recorded: the
/// store's `tokens.json` (the values the references were rendered with) against the current
/// tables. "token color.accent changed from #40B259FF to #3FA356FF in frisbee light" explains
/// a failure by its cause, and groups every snapshot that one token change failed.
struct TokenChanges: Sendable {
    /// Permutation key ("frisbee/dark") -> path -> recorded value.
    private let recorded: [String: [String: String]]

    init(store: SnapshotStore) {
        guard let bytes = store.read(TokenTable.fileName),
              let table = try? JSONFile.decode(TokenTable.self, from: bytes, path: store.path(TokenTable.fileName)) else {
            recorded = [:]
            return
        }
        var recorded: [String: [String: String]] = [:]
        for (index, context) in table.contexts.enumerated() {
            var values: [String: String] = [:]
            for token in table.tokens where index < token.values.count { values[token.path] = token.values[index] }
            recorded[context.key] = values
        }
        self.recorded = recorded
    }

    /// Sentences for the tokens `variant` reads whose value changed, in path order.
    func sentences(for variant: Variant, context: RenderContext) -> [String] {
        guard let before = recorded[RenderContext.key(variant.tokenContext)] else { return [] }
        let now = context.tokens(for: variant.tokenContext)
        return context.catalog.requirements(of: variant.component).map(\.path).sorted().compactMap { path in
            guard let old = before[path], let new = now[path]?.description, old != new else { return nil }
            return "token \(path) changed from \(old) to \(new) in \(variant.tokenContext.map(\.value).joined(separator: " "))"
        }
    }
}

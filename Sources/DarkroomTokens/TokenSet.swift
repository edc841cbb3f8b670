import DarkroomFiles
import Foundation

/// All tokens of a design system, loaded, resolved and validated for every permutation of its
/// resolver (every brand x theme for the folder shorthand).
///
/// Loading is all-or-nothing: `load` reads every source, resolves every permutation and reports
/// every problem of all of them at once; a `TokenSet` therefore never holds a half-loaded table,
/// and `resolve` can only fail on a name that is not one of the contexts.
public struct TokenSet: Sendable {
    /// The folder or resolver file the set was loaded from.
    public let directory: String
    /// The modifiers in resolution order: the axes of the matrix (brand, theme, ...).
    public let modifiers: [TokenModifier]
    private let tables: [[TokenContextValue]: ResolvedTokens]

    private init(directory: String, modifiers: [TokenModifier], tables: [[TokenContextValue]: ResolvedTokens], warnings: [TokenWarning]) {
        self.directory = directory; self.modifiers = modifiers; self.tables = tables; self.warnings = warnings
    }

    /// A set that holds no tokens and has one modifier, `name`, with `contexts`: the matrix
    /// axis of a catalogue whose views read no tokens (previews vary their colour scheme as
    /// the modifier `theme`, light and dark).
    public static func withoutTokens(modifier name: String, contexts: [String], defaultContext: String?, origin: String) -> TokenSet {
        let tables = Dictionary(uniqueKeysWithValues: contexts.map { context in
            let input = [TokenContextValue(modifier: name, value: context)]
            return (input, ResolvedTokens(context: input, values: [:], types: [:]))
        })
        return TokenSet(directory: origin, modifiers: [TokenModifier(name: name, contexts: contexts, defaultContext: defaultContext)],
                        tables: tables, warnings: [])
    }

    /// At most this many permutations are resolved (the product of every modifier's contexts).
    public static let maxPermutations = 4096

    /// Sorted brand names: the contexts of the modifier `brand`, or ["default"].
    public var brands: [String] { contexts(of: "brand") }
    /// Sorted theme names: the contexts of the modifier `theme`, or ["default"].
    public var themes: [String] { contexts(of: "theme") }

    private func contexts(of name: String) -> [String] {
        modifiers.first { $0.name == name }?.contexts.sorted() ?? [TokenLayers.defaultName]
    }

    /// Deviations from DTCG 2025.10 the load read anyway (lenient loads), each once, in the
    /// order found; empty for strict loads, which refuse them.
    public let warnings: [TokenWarning]

    /// Loads a resolver file, a single token file, or a folder: through the `*.resolver.json` it
    /// holds, or as the folder shorthand (`TokenLayers`, documented in Tokens/README.md).
    /// Throws `TokenError`.
    public static func load(directory path: String, validation: TokenValidation = .lenient) throws -> TokenSet {
        let dialect = validation.dialect
        var problems = TokenProblems()
        var isDir: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDir)
        let plan: ResolverPlan?
        if exists && !isDir.boolValue {
            plan = isResolver(path)
                ? ResolverDocument.load(path: path, dialect: dialect, problems: &problems)
                : TokensStudioThemes.plan(file: path, dialect: dialect, problems: &problems)
                    ?? TokenDocument.load(path: path, dialect: dialect, problems: &problems).map { ResolverPlan(path: path, stages: [.set(name: "file", sources: [$0])], policy: MergePolicy(dialect)) }
        } else {
            let resolvers = exists ? TokenLayers.resolverFiles(in: path) : []
            if resolvers.count > 1 {
                throw TokenError(.io, file: path, "The folder holds \(resolvers.count) resolver files (\(resolvers.map { ($0 as NSString).lastPathComponent }.joined(separator: ", "))); pass the one to use as the token path.")
            }
            if let resolver = resolvers.first {
                plan = ResolverDocument.load(path: resolver, dialect: dialect, problems: &problems)
            } else if exists, dialect == .draft, TokensStudioThemes.isExport(path) {
                plan = TokensStudioThemes.plan(directory: path, dialect: dialect, problems: &problems)
            } else {
                plan = TokenLayers.plan(directory: path, dialect: dialect, problems: &problems)
            }
        }
        guard let plan else {
            try problems.throwIfAny()
            throw TokenError(.io, file: path, "no tokens could be read")
        }
        return try load(plan, earlier: problems)
    }

    /// A file is a resolver when its name says so (`*.resolver.json`) or it has a resolutionOrder
    /// or a version string, which token files do not.
    private static func isResolver(_ path: String) -> Bool {
        if TokenLayers.isResolver((path as NSString).lastPathComponent) { return true }
        guard let bytes = try? BoundedFile.read(path), let root = try? JSONReader.parse(bytes, json5: path.hasSuffix(".json5")) else { return false }
        if root["resolutionOrder"] != nil { return true }
        if case .string? = root["version"]?.kind { return true } // a token group named "version" would be an object
        return false
    }

    /// Loads a folder as the shorthand even if it holds a resolver file (to compare the two).
    static func load(layout directory: String, validation: TokenValidation = .lenient) throws -> TokenSet {
        var problems = TokenProblems()
        guard let plan = TokenLayers.plan(directory: directory, dialect: validation.dialect, problems: &problems) else {
            try problems.throwIfAny()
            throw TokenError(.io, file: directory, "no tokens could be read")
        }
        return try load(plan, earlier: problems)
    }

    /// Loads loose token files (a third-party export, a fixture) as one table. A later file
    /// redefining an earlier one's token wins with a warning (Style Dictionary's merge); a
    /// strict load refuses it, since without a resolver no order says which is meant.
    public static func load(files: [String], validation: TokenValidation = .lenient) throws -> ResolvedTokens {
        try loadSet(files: files, validation: validation).allTables[0]
    }

    /// `load(files:)` as a set, with its warnings.
    public static func loadSet(files: [String], validation: TokenValidation = .lenient) throws -> TokenSet {
        var problems = TokenProblems()
        let trees = files.compactMap { TokenDocument.load(path: $0, dialect: validation.dialect, problems: &problems) }
        try problems.throwIfAny()
        return try load(ResolverPlan(path: files.first ?? "", stages: [.set(name: "files", sources: trees)], policy: MergePolicy(validation.dialect)), earlier: problems)
    }

    /// Resolves every permutation of `plan`; `earlier` are problems found while reading it
    /// (such as a theme lacking a token), reported first, with those of the permutations.
    static func load(_ plan: ResolverPlan, earlier: TokenProblems = TokenProblems()) throws -> TokenSet {
        // Counted before anything is built: 100 modifiers of 2 contexts are 2^100 permutations.
        guard let count = plan.permutationCount, count <= maxPermutations else {
            let product = plan.modifiers.map { "\($0.contexts.count) \(TerminalText.escaped($0.name))" }.joined(separator: " x ")
            let size = plan.permutationCount.map { "\($0) permutations" } ?? "more permutations than a 64-bit number holds"
            throw TokenError(.invalidResolver, file: plan.path, "The resolver has \(size) (\(product)), more than the \(maxPermutations) Darkroom resolves; split it into several resolvers.")
        }
        let permutations = plan.permutations
        var tables: [[TokenContextValue]: ResolvedTokens] = [:]
        var failures: [(error: TokenError, permutation: Int)] = []
        // Every permutation reads the shared files again: their warnings are kept once.
        var warnings = TokenProblems()
        for w in earlier.warnings { warnings.warn(w) }
        for (index, (input, resolution)) in zip(permutations, resolveEach(permutations, of: plan)).enumerated() {
            if let table = resolution.table { tables[input] = table }
            failures += resolution.problems.errors.map { ($0, index) }
            for w in resolution.problems.warnings { warnings.warn(w) }
        }
        try report(failures, earlier: earlier, permutations: permutations, modifiers: plan.modifiers)
        return TokenSet(directory: plan.path, modifiers: plan.modifiers, tables: tables, warnings: warnings.warnings)
    }

    /// One permutation resolved: its table when it has no problem, and its problems.
    private struct Resolution: Sendable {
        var table: ResolvedTokens?
        var problems: TokenProblems
    }

    /// Every permutation resolved, in permutation order. Each merges and resolves its own tree,
    /// so they run on every core at once (the built-in tokens' 10 were a fifth of a no-change
    /// rerun, one after another); the caller folds them in order, so tables, warnings and
    /// errors do not depend on which thread resolved which.
    private static func resolveEach(_ permutations: [[TokenContextValue]], of plan: ResolverPlan) -> [Resolution] {
        let results = Resolutions(count: permutations.count)
        DispatchQueue.concurrentPerform(iterations: permutations.count) { index in
            results.set(index, resolve(permutations[index], of: plan))
        }
        return results.inOrder
    }

    private static func resolve(_ input: [TokenContextValue], of plan: ResolverPlan) -> Resolution {
        var problems = TokenProblems()
        let merged = plan.tree(for: input, problems: &problems)
        let expanded = GroupExtension.expand(merged, problems: &problems)
        let raw = RawToken.flatten(expanded, problems: &problems)
        var resolver = AliasResolver(tokens: raw, root: expanded)
        let resolved = problems.collect { try resolver.resolveAll() }
        for w in resolver.warnings { problems.warn(w) }
        guard let resolved, problems.isEmpty else { return Resolution(table: nil, problems: problems) }
        return Resolution(table: ResolvedTokens(context: input, tokens: raw, resolved: resolved), problems: problems)
    }

    /// `resolveEach`'s results, set from several threads, each index once, under a lock.
    private final class Resolutions: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Resolution?]
        init(count: Int) { values = Array(repeating: nil, count: count) }
        func set(_ index: Int, _ value: Resolution) { lock.withLock { values[index] = value } }
        var inOrder: [Resolution] { lock.withLock { values.map { $0! } } }
    }

    /// Throws every distinct problem once; one that only some permutations have says which.
    private static func report(_ failures: [(error: TokenError, permutation: Int)], earlier: TokenProblems,
                               permutations: [[TokenContextValue]], modifiers: [TokenModifier]) throws {
        var problems = earlier
        // Grouped through a dictionary: an export that is not a token file has tens of
        // thousands of errors, and comparing every pair took minutes.
        var order: [TokenError.ProblemKey] = []
        var groups: [TokenError.ProblemKey: (error: TokenError, permutations: [Int])] = [:]
        for (error, permutation) in failures {
            let key = error.problemKey
            if groups[key] == nil { order.append(key); groups[key] = (error, []) }
            groups[key]!.permutations.append(permutation)
        }
        for key in order {
            let (error, failing) = groups[key]!
            var shown = error
            if failing.count < permutations.count {
                shown.message += " This happens only " + describe(failing.map { permutations[$0] }, of: permutations, modifiers: modifiers) + "."
            }
            problems.add(shown)
        }
        try problems.throwIfAny()
    }

    /// "with brand 'ember'" when one modifier's context explains it, else the permutations.
    private static func describe(_ failing: [[TokenContextValue]], of all: [[TokenContextValue]], modifiers: [TokenModifier]) -> String {
        let fixed = modifiers.indices.compactMap { i -> TokenContextValue? in
            let values = Set(failing.map { $0[i].value })
            return values.count == 1 ? failing[0][i] : nil
        }
        if !fixed.isEmpty, all.filter({ p in fixed.allSatisfy { p.contains($0) } }).count == failing.count {
            return "with " + fixed.map { "\($0.modifier) '\($0.value)'" }.joined(separator: ", ")
        }
        let listed = failing.prefix(4).map { $0.map { "\($0.modifier) '\($0.value)'" }.joined(separator: ", ") }
        return "with " + listed.joined(separator: "; ") + (failing.count > 4 ? "; and \(failing.count - 4) more" : "")
    }

    /// The table of one brand and theme (other modifiers at their defaults). Throws `TokenError`
    /// (`.unknownBrand`/`.unknownTheme`) listing the valid names.
    public func resolve(brand: String, theme: String) throws -> ResolvedTokens {
        guard brands.contains(brand) else {
            throw TokenError(.unknownBrand, file: directory + "/brands", token: nil,
                             "unknown brand '\(brand)'; valid brands: \(brands.joined(separator: ", "))\(hint(brand, brands))")
        }
        guard themes.contains(theme) else {
            throw TokenError(.unknownTheme, file: directory + "/themes", token: nil,
                             "unknown theme '\(theme)'; valid themes: \(themes.joined(separator: ", "))\(hint(theme, themes))")
        }
        var input: [String: String] = [:]
        if modifiers.contains(where: { $0.name == "brand" }) { input["brand"] = brand }
        if modifiers.contains(where: { $0.name == "theme" }) { input["theme"] = theme }
        return try resolve(input)
    }

    /// The table of one input (modifier name -> context), validated as the resolver module's
    /// "Input validation" says: every key a modifier, every value one of its contexts, every
    /// modifier without a default given. Names match without regard to case.
    public func resolve(_ input: [String: String]) throws -> ResolvedTokens {
        var problems: [String] = []
        for key in input.keys.sorted() where !modifiers.contains(where: { $0.name.lowercased() == key.lowercased() }) {
            problems.append("unknown modifier '\(key)'; the modifiers are \(modifiers.map(\.name).joined(separator: ", "))\(hint(key, modifiers.map(\.name)))")
        }
        var chosen: [TokenContextValue] = []
        for m in modifiers {
            let given = input.first { $0.key.lowercased() == m.name.lowercased() }?.value
            guard let value = given ?? m.defaultContext ?? (m.contexts.count == 1 ? m.contexts[0] : nil) else {
                problems.append("missing modifier '\(m.name)' (one of \(m.contexts.joined(separator: ", ")))")
                continue
            }
            guard let context = m.contexts.first(where: { $0.lowercased() == value.lowercased() }) else {
                problems.append("invalid context '\(value)' for modifier '\(m.name)'; valid: \(m.contexts.joined(separator: ", "))\(hint(value, m.contexts))")
                continue
            }
            chosen.append(TokenContextValue(modifier: m.name, value: context))
        }
        guard problems.isEmpty, let table = tables[chosen] else {
            throw TokenError(.unknownContext, file: directory, problems.joined(separator: "; "))
        }
        return table
    }

    /// The tables whose context is one of `filter`'s values for each modifier it names (brand and
    /// theme always, "default" when the tokens lack them), in permutation order. An unknown
    /// modifier or context is an error listing the valid ones.
    public func tables(matching filter: [String: [String]]) throws -> [ResolvedTokens] {
        for (name, values) in filter.sorted(by: { $0.key < $1.key }) {
            let valid = name == "brand" ? brands : name == "theme" ? themes : modifiers.first { $0.name == name }?.contexts
            guard let valid else {
                throw TokenError(.unknownContext, file: directory, "unknown modifier '\(name)'; the modifiers are \(modifiers.map(\.name).joined(separator: ", "))\(hint(name, modifiers.map(\.name)))")
            }
            for value in values where !valid.contains(value) {
                let (kind, plural) = name == "brand" || name == "theme" ? (name, name + "s") : ("context of \(name)", "contexts")
                throw TokenError(.unknownContext, file: directory, "unknown \(kind) '\(value)'; valid \(plural): \(valid.joined(separator: ", "))\(hint(value, valid))")
            }
        }
        return allTables.filter { table in
            filter.allSatisfy { name, values in values.contains(table.context.first { $0.modifier == name }?.value ?? TokenLayers.defaultName) }
        }
    }

    /// Every table, in permutation order (first modifier slowest, contexts sorted).
    public var allTables: [ResolvedTokens] {
        tables.keys.sorted { a, b in a.map(\.value).lexicographicallyPrecedes(b.map(\.value)) }.map { tables[$0]! }
    }

    private func hint(_ name: String, _ valid: [String]) -> String {
        let near = valid.filter { editDistance($0.lowercased(), name.lowercased()) <= 2 }
        return near.isEmpty ? "" : ". Did you mean '\(near[0])'?"
    }
}

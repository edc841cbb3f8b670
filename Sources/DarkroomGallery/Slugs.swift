/// File names for components. Component names usually are identifiers already, but the
/// gallery never trusts a catalogue string as a path: anything outside `[A-Za-z0-9_-]` becomes
/// `-`, and collisions get `-2`, `-3`... in catalogue order, so names stay stable between runs.
struct Slugs {
    private(set) var byName: [String: String] = [:]
    private var taken: Set<String> = []

    init(names: [String]) {
        for name in names where byName[name] == nil {
            var base = String(name.unicodeScalars.map { c -> Character in
                let ok = ("A"..."Z").contains(c) || ("a"..."z").contains(c) || ("0"..."9").contains(c) || c == "_" || c == "-"
                return ok ? Character(c) : "-"
            })
            if base.isEmpty || base.allSatisfy({ $0 == "-" }) { base = "component" }
            var slug = base
            var n = 2
            while taken.contains(slug.lowercased()) { slug = "\(base)-\(n)"; n += 1 }
            taken.insert(slug.lowercased())
            byName[name] = slug
        }
    }

    subscript(name: String) -> String { byName[name] ?? "component" }
}

import DarkroomFiles

/// Forms Tokens Studio writes that a DTCG type does not allow, read by lenient loads with a
/// warning at the value (sd-transforms passes them through to CSS as written); `--strict`
/// refuses each as the type mismatch it is.
extension AliasResolver {
    /// A number written as a string under `$type: "number"`: `"2"` is the number 2, and
    /// `"4px"` (a size Tokens Studio typed as a number) is read as the dimension it spells, so
    /// math such as `{scale} * {xs}` gives 8px as sd-transforms computes it.
    mutating func numberWrittenAsString(_ node: JSONNode, declared: DeclaredType, at subject: Subject) -> Resolved? {
        guard subject.dialect == .draft, declared.type == .number, case let .string(text) = node.kind else { return nil }
        let read: Resolved
        if let v = ValueParsing.number(text: text) {
            read = Resolved(value: .number(v), type: .number)
        } else if let v = ValueParsing.dimension(text: text) {
            read = Resolved(value: .dimension(v), type: .dimension)
        } else {
            return nil
        }
        let what = read.type == .number ? "the number \(read.value)" : "the dimension \(read.value), since it has a unit"
        warnings.append(TokenWarning(at: location(node, subject), token: subject.token.path,
                                     "\(subject.path) is declared as \(declared.name) but written as the string \"\(text)\"; it is read as \(what). Write a JSON number\(read.type == .number ? "" : ", or give it $type dimension") (--strict refuses this)."))
        return read
    }

    /// A typography with only some members (Tokens Studio lets a style set just its weight;
    /// sd-transforms expands what is there). Kept as written with a warning; a component that
    /// reads it as a typography fails `ResolvedTokens.check`, naming the missing members.
    mutating func partialTypography(_ node: JSONNode, missing: [String], required: [String], at subject: Subject) {
        let names = missing.map { "\"\($0)\"" }.joined(separator: ", ")
        warnings.append(TokenWarning(at: location(node, subject), token: subject.token.path,
                                     "\(subject.path) is a typography without \(names) (a typography needs \(required.joined(separator: ", "))); it is kept with the members it has, as sd-transforms expands it, and a component that reads it as a typography fails (--strict refuses this)."))
    }
}

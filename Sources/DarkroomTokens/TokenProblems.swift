/// The errors of one load, collected instead of stopping at the first, so a file with 19 bad
/// values is fixed in one run. The same error is kept once, in the order it was found.
struct TokenProblems: Sendable {
    private(set) var errors: [TokenError] = []

    var isEmpty: Bool { errors.isEmpty }

    mutating func add(_ error: TokenError) {
        // Errors that carry others (a nested load) are flattened.
        for e in [error.withoutOthers] + error.others where !errors.contains(where: { $0.sameProblem(as: e) }) {
            errors.append(e)
        }
    }

    /// Runs `body`, keeping a `TokenError` it throws instead of passing it on.
    mutating func collect<T>(_ body: () throws -> T) -> T? {
        do {
            return try body()
        } catch let error as TokenError {
            add(error)
        } catch {
            add(TokenError(.io, "unexpected error: \(error)"))
        }
        return nil
    }

    /// Throws the first error with the others attached, if there were any.
    func throwIfAny() throws(TokenError) {
        guard var first = errors.first else { return }
        first.others = Array(errors.dropFirst())
        throw first
    }
}

extension TokenError {
    var withoutOthers: TokenError {
        var e = self
        e.others = []
        return e
    }

    func sameProblem(as other: TokenError) -> Bool {
        kind == other.kind && file == other.file && line == other.line && column == other.column && message == other.message
    }
}

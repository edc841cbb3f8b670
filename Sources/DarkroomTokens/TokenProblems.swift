/// The errors of one load, collected instead of stopping at the first, so a file with 19 bad
/// values is fixed in one run. The same error is kept once, in the order it was found.
struct TokenProblems: Sendable {
    private(set) var errors: [TokenError] = []
    /// Deviations read anyway (lenient loads), each kept once, in the order found.
    private(set) var warnings: [TokenWarning] = []
    /// The same warnings, to keep each once in constant time (an export may have 100,000).
    private var warned: Set<TokenWarning> = []
    /// What makes two errors the same problem (`sameProblem`), to keep each once in constant
    /// time: a 2 MB export that is not a token file has tens of thousands.
    private var seen: Set<TokenError.ProblemKey> = []

    var isEmpty: Bool { errors.isEmpty }

    mutating func add(_ error: TokenError) {
        // Errors that carry others (a nested load) are flattened.
        for e in [error.withoutOthers] + error.others where seen.insert(e.problemKey).inserted {
            errors.append(e)
        }
    }

    mutating func warn(_ warning: TokenWarning) {
        if warned.insert(warning).inserted { warnings.append(warning) }
    }

    /// A deviation from DTCG 2025.10: an error when `dialect` is strict, else a warning.
    mutating func deviation(_ dialect: TokenDialect, at location: SourceLocation, token: String?, _ message: String) {
        if dialect == .dtcg2025 {
            add(TokenError(.invalidToken, at: location, token: token, message))
        } else {
            warn(TokenWarning(at: location, token: token, message))
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

    /// What makes two errors the same problem, as a dictionary key (`sameProblem`).
    struct ProblemKey: Hashable, Sendable {
        let kind: String, file: String?, line: Int?, column: Int?, message: String
    }

    var problemKey: ProblemKey { ProblemKey(kind: kind.rawValue, file: file, line: line, column: column, message: message) }

    func sameProblem(as other: TokenError) -> Bool {
        kind == other.kind && file == other.file && line == other.line && column == other.column && message == other.message
    }
}

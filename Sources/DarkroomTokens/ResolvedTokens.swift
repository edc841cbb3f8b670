import DarkroomFiles
import DarkroomGeometry

/// A token a component reads, and the type it must have.
public struct TokenRequirement: Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var type: TokenType
    /// A `.dimension` is read as a length (a size, font size, line height, radius or border
    /// width) and must not be negative, unless the component declares it signed (an offset,
    /// letter spacing).
    public var allowsNegative: Bool

    public init(_ path: String, _ type: TokenType, allowsNegative: Bool = false) {
        self.path = path; self.type = type; self.allowsNegative = allowsNegative
    }

    public var description: String { "\(path) (\(type.rawValue))" }
}

/// The typed token table of one permutation (one brand x theme, or one resolver input): every
/// reference resolved, every unit normalised.
///
/// Components declare what they read (`[TokenRequirement]`) and `check` it once, so the typed
/// accessors can be non-throwing: reading an unchecked or wrongly typed token is a bug in the
/// component, not bad input, and traps with a message that says so.
public struct ResolvedTokens: Hashable, Sendable {
    /// The context of each modifier, in resolution order (`brand`, `theme`, ...).
    public let context: [TokenContextValue]
    /// Dotted path -> value.
    public var values: [String: TokenValue]
    /// Dotted path -> type (from `$type`, the aliased token, or the value's form).
    public var types: [String: TokenType]
    /// Dotted path -> where its `$value` is written.
    public var locations: [String: SourceLocation]
    /// Dotted path -> `$description`, where one is given.
    public var descriptions: [String: String]
    /// Dotted path -> why it is deprecated ("" when `$deprecated` is `true`), for deprecated tokens.
    public var deprecations: [String: String]
    /// Dotted path -> `$extensions` as compact JSON, where given (kept, not read).
    public var extensions: [String: String]
    /// Where reads are recorded (`recording(into:)`); none by default.
    private var recorder = TokenReadRecorder(reads: nil)

    /// The same table, recording every read into `reads`. A component that declares no
    /// tokens reads such a table: what it depends on is what it reads.
    public func recording(into reads: TokenReads) -> ResolvedTokens {
        var copy = self
        copy.recorder = TokenReadRecorder(reads: reads)
        return copy
    }

    /// The context of the modifier `brand`, or "default" when there is none.
    public var brand: String { context.first { $0.modifier == "brand" }?.value ?? TokenLayers.defaultName }
    /// The context of the modifier `theme`, or "default" when there is none.
    public var theme: String { context.first { $0.modifier == "theme" }?.value ?? TokenLayers.defaultName }

    /// "brand 'frisbee' theme 'dark'", for messages.
    public var contextLabel: String {
        context.isEmpty ? "the token set" : context.map { "\($0.modifier) '\($0.value)'" }.joined(separator: " ")
    }

    public init(brand: String, theme: String, values: [String: TokenValue], types: [String: TokenType],
                locations: [String: SourceLocation] = [:], descriptions: [String: String] = [:]) {
        self.init(context: [TokenContextValue(modifier: "brand", value: brand), TokenContextValue(modifier: "theme", value: theme)],
                  values: values, types: types, locations: locations, descriptions: descriptions)
    }

    public init(context: [TokenContextValue], values: [String: TokenValue], types: [String: TokenType],
                locations: [String: SourceLocation] = [:], descriptions: [String: String] = [:],
                deprecations: [String: String] = [:], extensions: [String: String] = [:]) {
        self.context = context; self.values = values; self.types = types
        self.locations = locations; self.descriptions = descriptions
        self.deprecations = deprecations; self.extensions = extensions
    }

    init(context: [TokenContextValue], tokens: [String: RawToken], resolved: [String: Resolved]) {
        self.init(context: context, values: resolved.mapValues(\.value), types: resolved.mapValues(\.type),
                  locations: tokens.mapValues(\.location), descriptions: tokens.compactMapValues(\.description),
                  deprecations: tokens.compactMapValues(\.deprecated), extensions: tokens.compactMapValues { $0.extensions?.compactJSON })
    }

    public subscript(path: String) -> TokenValue? {
        recorder.reads?.add(path)
        return values[path]
    }

    /// The table with only `paths`: what a component declared it reads. Reading anything
    /// else from it traps, so the declared list is exactly what its snapshots depend on.
    /// Takes an array, not any sequence: called from other modules, a generic method runs
    /// unspecialised, and every run restricts every table once per component.
    public func restricted(to paths: [String]) -> ResolvedTokens {
        let keep = Set(paths)
        return ResolvedTokens(context: context, values: Self.kept(keep, of: values), types: Self.kept(keep, of: types),
                              locations: Self.kept(keep, of: locations), descriptions: Self.kept(keep, of: descriptions),
                              deprecations: Self.kept(keep, of: deprecations), extensions: Self.kept(keep, of: extensions))
    }

    /// The entries of `table` at the `keep` paths, looked up one by one rather than filtering
    /// the whole table: a component reads a few tokens of hundreds.
    private static func kept<Value>(_ keep: Set<String>, of table: [String: Value]) -> [String: Value] {
        var result: [String: Value] = [:]
        for path in keep { if let value = table[path] { result[path] = value } }
        return result
    }

    /// A warning for each required token that is deprecated, naming the component, the token,
    /// where it is defined and the reason the file gives.
    public func deprecationWarnings(_ requirements: [TokenRequirement], component: String) -> [String] {
        requirements.compactMap { req in
            guard let reason = deprecations[req.path] else { return nil }
            let at = locations[req.path].map { " (\($0))" } ?? ""
            // The reason and the place come from token files: escaped for the terminal.
            return TerminalText.escaped("component \(component) reads token \(req.path)\(at), which is deprecated\(reason.isEmpty ? "" : ": \(reason)")")
        }
    }

    /// Throws a `TokenError` naming the component, the token, the brand and the theme for the
    /// first requirement the table does not meet; the message lists every unmet one.
    public func check(_ requirements: [TokenRequirement], component: String) throws {
        var problems: [(TokenError.Kind, TokenRequirement, String)] = []
        for req in requirements {
            guard let type = types[req.path] else {
                problems.append((.missingToken, req, "needs token \(req.path) (\(req.type.rawValue)), which \(contextLabel) does not define"))
                continue
            }
            if type != req.type && !(req.type == .composite && type.isComposite) {
                let at = locations[req.path].map { " at \($0)" } ?? ""
                problems.append((.typeMismatch, req, "needs token \(req.path) as \(req.type.rawValue), but in \(contextLabel) it is a \(type.rawValue) (\(values[req.path]!))\(at)"))
            } else if req.type == .dimension, case let .em(v)? = values[req.path] {
                let at = locations[req.path].map { " at \($0)" } ?? ""
                problems.append((.typeMismatch, req, "reads token \(req.path) as a length, but in \(contextLabel) it is \(format(v))em, relative to a font size it does not have\(at); give it in px or rem, or use it inside a typography token"))
            } else if req.type == .typography, case let .composite(members)? = values[req.path], case let .em(v)? = members["fontSize"] {
                let at = locations[req.path].map { " at \($0)" } ?? ""
                problems.append((.typeMismatch, req, "reads typography token \(req.path), but in \(contextLabel) its fontSize is \(format(v))em, relative to a parent font size a typography token does not have\(at); give it in px or rem"))
            } else if req.type == .typography, case let .composite(members)? = values[req.path],
                      case let missing = ["fontFamily", "fontSize", "fontWeight"].filter({ members[$0] == nil }), !missing.isEmpty {
                let at = locations[req.path].map { " at \($0)" } ?? ""
                problems.append((.typeMismatch, req, "reads typography token \(req.path), but in \(contextLabel) it has no \(missing.joined(separator: ", "))\(at); a text style needs fontFamily, fontSize and fontWeight"))
            } else if req.type == .dimension, !req.allowsNegative, case let .dimension(v)? = values[req.path], !(v >= 0 && v.isFinite) {
                let at = locations[req.path].map { " at \($0)" } ?? ""
                problems.append((.typeMismatch, req, "reads token \(req.path) as a length (a size, radius, font size, line height or border width), which cannot be negative, but in \(contextLabel) it is \(values[req.path]!)\(at)"))
            }
        }
        guard let (kind, first, _) = problems.first else { return }
        var message = "component \(component) " + problems.map(\.2).joined(separator: "; and ")
        message += ". Add the token to the brand or theme files (see Tokens/README.md), or fix the component's requirements."
        throw TokenError(kind, at: kind == .typeMismatch ? locations[first.path] : nil, token: first.path, message)
    }

    // MARK: - Typed accessors (call `check` first)

    public func color(_ path: String) -> Color {
        recorder.reads?.add(path)
        if case let .color(c)? = values[path] { return c }
        return unanswered(path, .color, placeholder: Color(red: 255, green: 0, blue: 255))
    }

    public func dimension(_ path: String) -> Double {
        recorder.reads?.add(path)
        if case let .dimension(v)? = values[path] { return v }
        return unanswered(path, .dimension, placeholder: 0)
    }

    public func number(_ path: String) -> Double {
        recorder.reads?.add(path)
        if case let .number(v)? = values[path] { return v }
        return unanswered(path, .number, placeholder: 0)
    }

    public func fontFamily(_ path: String) -> String {
        recorder.reads?.add(path)
        if case let .fontFamily(s)? = values[path] { return s }
        return unanswered(path, .fontFamily, placeholder: "Roboto")
    }

    public func fontWeight(_ path: String) -> Int {
        recorder.reads?.add(path)
        if case let .fontWeight(w)? = values[path] { return w }
        return unanswered(path, .fontWeight, placeholder: 400)
    }

    /// Milliseconds.
    public func duration(_ path: String) -> Double {
        recorder.reads?.add(path)
        if case let .duration(v)? = values[path] { return v }
        return unanswered(path, .duration, placeholder: 0)
    }

    /// A typography token's members, with the line height in px.
    public func typography(_ path: String) -> Typography {
        recorder.reads?.add(path)
        guard types[path] == .typography, case let .composite(m)? = values[path],
              case let .fontFamily(family)? = m["fontFamily"], case let .dimension(size)? = m["fontSize"],
              case let .fontWeight(weight)? = m["fontWeight"] else {
            return unanswered(path, .typography, placeholder: Typography(fontFamily: "Roboto", fontSize: 17, fontWeight: 400, lineHeight: 22))
        }
        var lineHeight = size * 1.2 // CSS "normal" is about 1.2 for most faces; used only when unset
        switch m["lineHeight"] {
        case let .dimension(v)?: lineHeight = v
        case let .number(v)?: lineHeight = v * size
        default: break
        }
        var letterSpacing = 0.0
        if case let .dimension(v)? = m["letterSpacing"] { letterSpacing = v }
        return Typography(fontFamily: family, fontSize: size, fontWeight: weight, lineHeight: lineHeight, letterSpacing: letterSpacing)
    }

    /// A read the table cannot answer. Recorded (the component declared nothing): noted for
    /// the render to fail the snapshot with, and a placeholder returned so the body finishes.
    /// Declared: the component skipped `check`, a bug in it, which traps.
    private func unanswered<T>(_ path: String, _ type: TokenType, placeholder: T) -> T {
        guard let reads = recorder.reads else { unchecked(path, type) }
        let actual = types[path].map { "it is a \($0.rawValue) (\(values[path].map { "\($0)" } ?? ""))" } ?? "it does not define it"
        let at = locations[path].map { " at \($0)" } ?? ""
        reads.problem("reads token \(path) as \(type.rawValue), but in \(contextLabel) \(actual)\(at)")
        return placeholder
    }

    private func unchecked(_ path: String, _ type: TokenType) -> Never {
        let actual = types[path].map { "it is a \($0.rawValue)" } ?? "it is not defined"
        preconditionFailure("DarkroomTokens: \(path) was read as \(type.rawValue) in \(contextLabel), but \(actual). This is a bug in the component: list the token in its requirements and call check(_:component:) before reading it.")
    }
}

/// The members of a typography token, ready for a text measurer.
public struct Typography: Hashable, Sendable {
    public var fontFamily: String
    /// px
    public var fontSize: Double
    public var fontWeight: Int
    /// px
    public var lineHeight: Double
    /// px
    public var letterSpacing: Double

    public init(fontFamily: String, fontSize: Double, fontWeight: Int, lineHeight: Double, letterSpacing: Double = 0) {
        self.fontFamily = fontFamily; self.fontSize = fontSize; self.fontWeight = fontWeight
        self.lineHeight = lineHeight; self.letterSpacing = letterSpacing
    }
}

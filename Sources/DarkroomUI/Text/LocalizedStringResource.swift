import Foundation

/// Foundation's `LocalizedStringResource` (iOS 16), which Linux Foundation lacks: a key with
/// its default value. Darkroom has no string tables yet, so the text shown is the default
/// value (the key when none is given), as `LocalizedStringKey` shows its key.
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation {
    public let key: String
    let defaultValue: String

    public init(stringLiteral value: String) { key = value; defaultValue = value }
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
        key = stringInterpolation.output; defaultValue = stringInterpolation.output
    }
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        key = keyAndValue.string; defaultValue = keyAndValue.string
    }
    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        self.key = "\(key)"; self.defaultValue = defaultValue.string
    }

    /// Where a resource's table lives.
    public enum BundleDescription: Hashable, Sendable {
        case main
        case forClass(AnyClass)
        case atURL(URL)

        public static func == (lhs: Self, rhs: Self) -> Bool { "\(lhs)" == "\(rhs)" }
        public func hash(into hasher: inout Hasher) { hasher.combine("\(self)") }
    }
}

extension String {
    /// Foundation's `String.LocalizationValue` (iOS 15): a string literal, possibly with
    /// interpolations, to look up. Here it is the text itself.
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation {
        let string: String
        public init(stringLiteral value: String) { string = value }
        public init(stringInterpolation: LocalizedStringKey.StringInterpolation) { string = stringInterpolation.output }
        public init(_ value: String) { string = value }
    }

    /// The localized value of `resource`: its default value here.
    public init(localized resource: LocalizedStringResource) { self = resource.defaultValue }
}

extension Text {
    public init(_ resource: LocalizedStringResource) { self.init(verbatim: resource.defaultValue) }
}

import Foundation

/// The team's named colours (an Xcode asset catalogue's colour sets, written out as a map),
/// for SwiftUI's `Color(_ name:bundle:)`: each name has a light and a dark value.
///
/// Each render passes the map to the lowering in its environment (`Current`). A name the map
/// lacks resolves to a visible placeholder (magenta) and is noted in `Current.misses`, so the
/// render can warn; it is never a guessed colour.
public struct AssetColors: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var light: Color
        public var dark: Color
        public init(light: Color, dark: Color) { self.light = light; self.dark = dark }
    }

    public var colors: [String: Entry]

    public init(colors: [String: Entry] = [:]) { self.colors = colors }

    /// What an unmapped name draws: magenta, so it shows at a glance.
    public static let placeholder = Color(red: 255, green: 0, blue: 255)

    /// The map in a stable text form, for render keys: a changed map re-renders. Empty for
    /// an empty map, so keys made before named colours existed stay the same.
    public var keyPart: String {
        guard !colors.isEmpty else { return "" }
        return "|colors=" + colors.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.light.hex)/\($0.value.dark.hex)" }
            .joined(separator: ",")
    }

    /// The names asked for that the map lacks, during one lowering.
    public final class Misses: @unchecked Sendable {
        private let lock = NSLock()
        private var names: [String] = []
        public init() {}
        func add(_ name: String) { lock.withLock { if !names.contains(name) { names.append(name) } } }
        public var all: [String] { lock.withLock { names } }
    }

    /// The map and the misses of one render: passed to the lowering as a value of its
    /// environment (`VariantEnvironment.namedColors`), never set around it.
    public struct Current: Sendable {
        public let colors: AssetColors
        public let misses: Misses
        public init(_ colors: AssetColors, misses: Misses = Misses()) { self.colors = colors; self.misses = misses }

        /// `name`'s colour from the map, when the map lists it.
        public func override(_ name: String, dark: Bool) -> Color? {
            guard let entry = colors.colors[name] else { return nil }
            return dark ? entry.dark : entry.light
        }

        /// The placeholder for a name nothing defines, noted so the render warns.
        public func missing(_ name: String) -> Color {
            misses.add(name)
            return AssetColors.placeholder
        }
    }
}

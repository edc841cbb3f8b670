import Foundation

/// The team's named colours (an Xcode asset catalogue's colour sets, written out as a map),
/// for SwiftUI's `Color(_ name:bundle:)`: each name has a light and a dark value.
///
/// The renderer makes the map current around the lowering of each view (`$current`). A name
/// the map lacks resolves to a visible placeholder (magenta) and is noted in `Current.misses`, so
/// the render can warn; it is never a guessed colour.
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

    /// The map and the misses of the view being lowered.
    public struct Current: Sendable {
        public let colors: AssetColors
        public let misses: Misses
        public init(_ colors: AssetColors, misses: Misses = Misses()) { self.colors = colors; self.misses = misses }
    }

    @TaskLocal public static var current: Current?

    /// `name`'s colour in the dark or light appearance, or the placeholder (noted as missing).
    public static func resolve(_ name: String, dark: Bool) -> Color {
        override(name, dark: dark) ?? missing(name)
    }

    /// `name`'s colour from the map, when the map lists it.
    public static func override(_ name: String, dark: Bool) -> Color? {
        guard let entry = current?.colors.colors[name] else { return nil }
        return dark ? entry.dark : entry.light
    }

    /// The placeholder for a name nothing defines, noted so the render warns.
    public static func missing(_ name: String) -> Color {
        current?.misses.add(name)
        return placeholder
    }
}

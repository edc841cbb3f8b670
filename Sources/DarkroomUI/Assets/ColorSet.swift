import DarkroomFiles
import Foundation
import UIKit

/// One colour set of an Xcode asset catalogue (`Name.colorset/Contents.json`), as Xcode writes
/// it: one entry per appearance (any, light, dark; normal or high contrast), each a colour in a
/// colour space with components written as floats ("0.502"), 8-bit integers ("128") or hex
/// bytes ("0x80"), or a reference to a system colour (`"reference": "systemBlueColor"`).
struct ColorSet {
    enum Value {
        /// Extended sRGB components and alpha.
        case rgba(Double, Double, Double, Double)
        /// A UIKit system colour, itself light or dark.
        case system(UIColor)
    }

    struct Entry {
        /// nil: any appearance; true: dark; false: light.
        var dark: Bool?
        var highContrast: Bool
        var value: Value
    }

    let file: String
    let entries: [Entry]

    /// The entry for the dark or light appearance at normal contrast, falling back to the
    /// "any" entry, as UIKit chooses.
    func value(dark: Bool) -> Value? {
        let normal = entries.filter { !$0.highContrast }
        return (normal.first { $0.dark == dark } ?? normal.first { $0.dark == nil })?.value
    }

    /// A colour set failing to parse: the message names the file, the line and the column.
    struct Problem: Error { let message: String }

    static func parse(_ file: String) throws(Problem) -> ColorSet {
        let bytes: [UInt8]
        do { bytes = try BoundedFile.read(file, limit: 1 << 20) } catch { throw Problem(message: "\(file) cannot be read: \(error.reason)") }
        let root: JSONNode
        do { root = try JSONReader.parse(bytes) } catch { throw Problem(message: "\(file):\(error.line):\(error.column): \(error.message)") }
        guard let colors = root["colors"], case .array(let items) = colors.kind else {
            throw Problem(message: "\(file):\(root.line):\(root.column): a colour set needs a \"colors\" array, as Xcode writes it")
        }
        var entries: [Entry] = []
        for item in items {
            guard let color = item["color"] else { continue }   // an idiom slot left empty in Xcode
            var entry = Entry(dark: nil, highContrast: false, value: try value(color, file))
            if case .array(let appearances)? = item["appearances"]?.kind {
                for appearance in appearances {
                    guard case .string(let kind)? = appearance["appearance"]?.kind, case .string(let v)? = appearance["value"]?.kind else { continue }
                    if kind == "luminosity" { entry.dark = v == "dark" ? true : v == "light" ? false : nil }
                    if kind == "contrast" { entry.highContrast = v == "high" }
                }
            }
            entries.append(entry)
        }
        guard !entries.isEmpty else {
            throw Problem(message: "\(file):\(root.line):\(root.column): the colour set has no colour; set one in Xcode")
        }
        return ColorSet(file: file, entries: entries)
    }

    private static func value(_ color: JSONNode, _ file: String) throws(Problem) -> Value {
        if case .string(let reference)? = color["reference"]?.kind {
            guard let system = UIColor.systemColor(reference: reference) else {
                throw Problem(message: "\(file):\(color.line):\(color.column): \"\(reference)\" is not a system colour Darkroom knows; pick a colour instead")
            }
            return .system(system)
        }
        guard let components = color["components"] else {
            throw Problem(message: "\(file):\(color.line):\(color.column): a colour needs \"components\" or a system \"reference\"")
        }
        let space: String
        if case .string(let s)? = color["color-space"]?.kind { space = s } else { space = "srgb" }
        func component(_ key: String) throws(Problem) -> Double {
            guard let node = components[key] else {
                throw Problem(message: "\(file):\(components.line):\(components.column): the colour has no \"\(key)\" component")
            }
            guard let value = parseComponent(node) else {
                throw Problem(message: "\(file):\(node.line):\(node.column): \"\(key)\" must be a float (\"0.502\"), an 8-bit integer (\"128\") or a hex byte (\"0x80\")")
            }
            return value
        }
        let alpha = try component("alpha")
        switch space {
        case "srgb", "extended-srgb":
            return .rgba(try component("red"), try component("green"), try component("blue"), alpha)
        case "display-p3":
            let (r, g, b) = DisplayP3.extendedSRGB(red: try component("red"), green: try component("green"), blue: try component("blue"))
            return .rgba(r, g, b, alpha)
        case "extended-linear-srgb":
            return .rgba(DisplayP3.fromLinear(try component("red")), DisplayP3.fromLinear(try component("green")),
                         DisplayP3.fromLinear(try component("blue")), alpha)
        case "gray-gamma-22", "extended-gray":
            // Gamma 2.2 grey: linearise, then encode with the sRGB curve.
            let w = try component("white")
            let encoded = DisplayP3.fromLinear(w < 0 ? -pow(-w, 2.2) : pow(w, 2.2))
            return .rgba(encoded, encoded, encoded, alpha)
        default:
            throw Problem(message: "\(file):\(color.line):\(color.column): colour space \"\(space)\" is not read; use sRGB, Display P3 or Gray Gamma 2.2 in Xcode")
        }
    }

    /// "0.502" is a float; "0x80" a hex byte; "128" (no point) an 8-bit integer, as Xcode's
    /// input methods write them. Non-finite or absurd values are refused.
    static func parseComponent(_ node: JSONNode) -> Double? {
        let text: String
        switch node.kind {
        case .string(let s): text = s.trimmingCharacters(in: .whitespaces)
        case .number(let n): text = String(n)
        default: return nil
        }
        let value: Double?
        if text.lowercased().hasPrefix("0x") {
            value = UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
        } else if text.contains(".") || text.contains("e") || text.contains("E") {
            value = Double(text)
        } else {
            value = Int(text).flatMap { (0...255).contains($0) ? Double($0) / 255 : nil }
        }
        guard let value, value.isFinite, abs(value) <= 64 else { return nil }
        return value
    }
}

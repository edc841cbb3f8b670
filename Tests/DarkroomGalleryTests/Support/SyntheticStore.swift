import DarkroomLayout
import DarkroomManifest
import Foundation

/// A snapshot store on disk made up for the tests: manifest, PNGs, layout sidecars and a
/// verify report with one failure of each kind. One component carries the hostile label
/// `SyntheticStore.hostile` in its summary, an axis value's accessibility label and a token.
struct SyntheticStore {
    static let hostile = #"<script>alert(1)</script> "quotes" & ampersands"#

    enum Size { case small, large }

    let root: String
    let storeDirectory: String
    let reportDirectory: String
    let manifest: Manifest
    let report: VerifyReport

    struct Spec { var name: String; var summary: String; var axes: [AxisInfo]; var tokens: [String] }

    static func specs(_ size: Size) -> [Spec] {
        let base = [
            Spec(name: "InputCheckboxBase", summary: "Checkbox with an optional label, three sizes.",
                 axes: size == .small
                    ? [AxisInfo(name: "size", values: ["sm", "md"], defaultValue: "md"),
                       AxisInfo(name: "state", values: ["unchecked", "checked"], defaultValue: "unchecked")]
                    : [AxisInfo(name: "size", values: ["sm", "md", "lg", "xl"], defaultValue: "md"),
                       AxisInfo(name: "state", values: ["unchecked", "checked", "indeterminate"], defaultValue: "unchecked"),
                       AxisInfo(name: "enabled", values: ["on", "off"], defaultValue: "on"),
                       AxisInfo(name: "pressed", values: ["no", "yes"], defaultValue: "no")],
                 tokens: ["color.accent", "border.emphasis", "space.grouped.normal", "typography.body5R"]),
            Spec(name: "ChipBase", summary: "Filter chip. Label: \(hostile)",
                 axes: [AxisInfo(name: "state", values: ["default", "active"], defaultValue: "default")]
                    + (size == .small ? [] : [AxisInfo(name: "size", values: ["sm", "md"], defaultValue: "md"),
                                              AxisInfo(name: "avatar", values: ["none", "with"], defaultValue: "none")]),
                 tokens: ["color.chip.background", "radius.full", "token.\(hostile)"]),
        ]
        guard size == .large else { return base }
        return base + [
            Spec(name: "InputCheckboxLegal", summary: "Checkbox for legal consent, with wrapped text.",
                 axes: [AxisInfo(name: "state", values: ["unchecked", "checked"], defaultValue: "unchecked"),
                        AxisInfo(name: "text", values: ["short", "long"], defaultValue: "short"),
                        AxisInfo(name: "enabled", values: ["on", "off"], defaultValue: "on"),
                        AxisInfo(name: "pressed", values: ["no", "yes"], defaultValue: "no")],
                 tokens: ["color.accent", "typography.body5R"]),
            Spec(name: "ButtonIcon", summary: "Icon-only button in four sizes.",
                 axes: [AxisInfo(name: "size", values: ["xs", "sm", "md", "lg"], defaultValue: "md"),
                        AxisInfo(name: "pressed", values: ["no", "yes"], defaultValue: "no"),
                        AxisInfo(name: "enabled", values: ["on", "off"], defaultValue: "on"),
                        AxisInfo(name: "style", values: ["filled", "tonal", "outline"], defaultValue: "filled")],
                 tokens: ["color.basic55", "radius.full"]),
            Spec(name: "CheckboxView", summary: "UIKit checkbox, square or circle.",
                 axes: [AxisInfo(name: "shape", values: ["square", "circle"], defaultValue: "square"),
                        AxisInfo(name: "checked", values: ["off", "on"], defaultValue: "off"),
                        AxisInfo(name: "enabled", values: ["on", "off"], defaultValue: "on"),
                        AxisInfo(name: "text", values: ["with", "without"], defaultValue: "with"),
                        AxisInfo(name: "pressed", values: ["no", "yes"], defaultValue: "no")],
                 tokens: ["color.accent", "color.basic25", "color.basic55", "border.emphasis"]),
        ]
    }

    /// Writes the store under `root` (created fresh).
    init(root: String, size: Size = .small) throws {
        let fm = FileManager.default
        try? fm.removeItem(atPath: root)
        self.root = root
        storeDirectory = root + "/Snapshots"
        reportDirectory = root + "/report"
        try fm.createDirectory(atPath: storeDirectory, withIntermediateDirectories: true)
        try fm.createDirectory(atPath: reportDirectory, withIntermediateDirectories: true)

        let brands = size == .small ? ["frisbee", "acme"] : ["frisbee", "acme", "globex", "initech", "umbrella"]
        let scales = size == .small ? [1, 2] : [1, 2, 3]
        var components: [ComponentInfo] = []
        var records: [SnapshotRecord] = []
        for (ci, spec) in Self.specs(size).enumerated() {
            try fm.createDirectory(atPath: "\(storeDirectory)/\(spec.name)", withIntermediateDirectories: true)
            let combos = Self.product(spec.axes.map(\.values))
            components.append(ComponentInfo(name: spec.name, summary: spec.summary, axes: spec.axes,
                                            tokens: spec.tokens, variantCount: combos.count))
            for combo in combos {
                let on = combo.contains { ["checked", "active", "yes"].contains($0) } || (spec.name == "CheckboxView" && combo[1] == "on")
                for (bi, brand) in brands.enumerated() {
                    for theme in ["light", "dark"] {
                        for direction in ["ltr", "rtl"] {
                            for scale in scales {
                                let values = combo + [brand, theme, direction]
                                let name = values.joined(separator: "-") + "@\(scale)x"
                                let file = "\(spec.name)/\(name).png"
                                let sidecar = "\(spec.name)/\(name).layout.txt"
                                let (w, h) = (ci == 1 ? 72 : 96, 28)
                                let png = FixtureImages.draw(width: w, height: h, scale: scale, accent: bi, on: on,
                                                             dark: theme == "dark", rtl: direction == "rtl",
                                                             shape: combo.contains("circle") ? 1 : 0)
                                try Data(png).write(to: URL(fileURLWithPath: "\(storeDirectory)/\(file)"))
                                let label = ci == 1 ? Self.hostile : "Accept terms"
                                try Data("""
                                    scene \(w)x\(h) \(direction)
                                    root frame=(0,0,\(w),\(h))
                                      box frame=(4,4,20,20) fill=\(on ? "accent" : "clear")
                                      text "\(label)" frame=(30,6,\(w - 34),16) lines=1

                                    """.utf8).write(to: URL(fileURLWithPath: "\(storeDirectory)/\(sidecar)"))
                                let node = AccessibilityNode(role: ci == 1 ? "button" : "checkbox", label: label,
                                                             value: on ? "checked" : "unchecked", hint: nil,
                                                             description: ci == 1 ? "Filters the list" : nil, identifier: spec.name,
                                                             hitArea: Rect(x: 0, y: 0, width: Double(w), height: 44))
                                records.append(SnapshotRecord(
                                    id: "\(spec.name)/\(name)", component: spec.name,
                                    axes: zip(spec.axes.map(\.name) + ["brand", "theme", "direction"], values).map { AxisValue(name: $0, value: $1) },
                                    scale: scale, file: file, sidecar: sidecar, pixelWidth: w * scale, pixelHeight: h * scale,
                                    sha256: String(repeating: "ab", count: 32), inputHash: "in-\(name)",
                                    accessibility: [node], tokens: spec.tokens))
                            }
                        }
                    }
                }
            }
        }
        records.sort { $0.id < $1.id }
        manifest = Manifest(renderer: RendererFingerprint(darkroom: "0.1.0-test", libraries: ["cairo": "1.16.0"], fonts: [:]),
                            components: components, snapshots: records)
        report = try Self.writeReport(reportDirectory, records: records)
    }

    /// One failure of each interesting kind, images under the report folder.
    private static func writeReport(_ dir: String, records: [SnapshotRecord]) throws -> VerifyReport {
        let fm = FileManager.default
        func image(_ path: String, mark: (UInt8, UInt8, UInt8)?, on: Bool, width: Int = 96) throws -> String {
            let full = "\(dir)/\(path)"
            try fm.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(FixtureImages.draw(width: width, height: 28, scale: 2, accent: 0, on: on, dark: false, rtl: false, mark: mark))
                .write(to: URL(fileURLWithPath: full))
            return path
        }
        let pixels = records.first { $0.component == "InputCheckboxBase" }!.id
        let chip = records.first { $0.component == "ChipBase" }!.id
        return VerifyReport(passed: records.count - 3, failures: [
            VerifyFailure(id: pixels, kind: .pixels,
                          expected: try image("a/expected.png", mark: nil, on: false),
                          actual: try image("a/actual.png", mark: nil, on: true),
                          diff: try image("a/diff.png", mark: (255, 0, 0), on: true),
                          triptych: try image("a/triptych.png", mark: (0, 0, 255), on: true, width: 200),
                          mismatchedPixels: 154, changes: ["root/box fill went from clear to accent"]),
            VerifyFailure(id: chip, kind: .size,
                          expected: try image("b/expected.png", mark: nil, on: false, width: 72),
                          actual: try image("b/actual.png", mark: nil, on: false, width: 90),
                          diff: try image("b/diff.png", mark: (255, 0, 0), on: false, width: 90), triptych: nil,
                          mismatchedPixels: 980, changes: ["root/label \(hostile) went from 1 to 2 lines", "root grew 18 px wider"]),
            VerifyFailure(id: "InputCheckboxBase/lg-checked-frisbee-light-ltr@2x", kind: .missing,
                          expected: nil, actual: try image("c/actual.png", mark: nil, on: true), diff: nil, triptych: nil,
                          mismatchedPixels: 0, changes: []),
        ], environmentChange: ["cairo 1.16.0 -> 1.18.0"])
    }

    static func product(_ lists: [[String]]) -> [[String]] {
        lists.reduce([[]]) { acc, list in acc.flatMap { prefix in list.map { prefix + [$0] } } }
    }

    /// A fresh temporary folder for one test.
    static func temporaryFolder(_ name: String) -> String {
        let path = NSTemporaryDirectory() + "darkroom-gallery-tests/\(name)-\(getpid())"
        try? FileManager.default.removeItem(atPath: path)
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}

import Foundation
import Testing

/// What DarkroomUI can never draw exactly is a compile error with a message that says what to
/// do; what it declares but does not draw yet compiles with a warning. Both are checked by
/// compiling snippets against the built `SwiftUI` module, as a team's file would be.
@Suite struct CompileFailTests {
    /// `.build/<triple>/debug/Modules`, beside this test binary.
    static var modules: String {
        let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? ""
        var url = URL(fileURLWithPath: exe)
        while url.path != "/" && !FileManager.default.fileExists(atPath: url.appendingPathComponent("Modules/SwiftUI.swiftmodule").path) {
            url.deleteLastPathComponent()
        }
        return url.appendingPathComponent("Modules").path
    }

    static let repository: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// `-Xcc -I...` for the C libraries' headers, from pkg-config (the names Package.swift uses).
    static func cHeaderFlags() throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["pkg-config", "--cflags", "pangocairo", "pangoft2", "fontconfig", "librsvg-2.0", "libpng", "zlib"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return output.split(whereSeparator: \.isWhitespace).filter { $0.hasPrefix("-I") || $0.hasPrefix("-D") }
            .flatMap { ["-Xcc", String($0)] }
    }

    /// Type-checks `source` against the built modules; returns the exit status and diagnostics.
    static func typecheck(_ source: String) throws -> (Int32, String) {
        let folder = NSTemporaryDirectory() + "darkroomui-compile-\(getpid())-\(UUID().uuidString.prefix(6))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try source.write(toFile: folder + "/Snippet.swift", atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // As SwiftPM compiles a target that depends on SwiftUI: the built modules, and the C
        // module (DarkroomUI renders with Cairo) with its headers' search paths.
        // `#Preview`'s expansion is a compiler plugin built beside the modules.
        let plugin = URL(fileURLWithPath: modules).deletingLastPathComponent().appendingPathComponent("DarkroomUIMacros-tool").path
        process.arguments = ["swiftc", "-typecheck", "-I", modules, "-I", repository + "/Sources/CDarkroom",
                             "-load-plugin-executable", plugin + "#DarkroomUIMacros"]
            + (try cHeaderFlags()) + [folder + "/Snippet.swift"]
        // The driver leaves a TemporaryDirectory.* folder behind when a compile fails: in ours.
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": folder]) { $1 }
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    // The control: an ordinary component compiles, so a failure below is the API's, not the harness's.
    @Test func supportedCodeCompiles() throws {
        let (status, output) = try Self.typecheck("""
            import SwiftUI
            struct Row: View {
                @Environment(\\.colorScheme) var scheme
                var body: some View {
                    HStack(spacing: 8) {
                        Text("Hello").font(.headline)
                        Spacer()
                        RoundedRectangle(cornerRadius: 4, style: .circular).fill(Color.blue).frame(width: 8, height: 8)
                    }
                    .padding()
                }
            }
            """)
        #expect(status == 0, "\(output)")
    }

    @Test(arguments: [
        ("Text(\"x\").underline(pattern: .dash)", "DarkroomUI: only solid text lines are drawn"),
        ("Text(\"x\").baselineOffset(2)", "DarkroomUI: baselineOffset is not laid out"),
        ("Rectangle().fill(.red, style: FillStyle(eoFill: true, antialiased: false))", "DarkroomUI: aliased (non-antialiased) fills are not drawn"),
        ("Circle().trim(from: 0, to: 0.5).stroke(Color.red, lineWidth: 2)", "DarkroomUI: trim(from:to:) is not drawn"),
        ("Image(\"star\").resizable(capInsets: EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2))", "DarkroomUI: cap insets and tiling are not drawn"),
    ])
    func unsupportedCodeFailsWithTheDarkroomMessage(expression: String, message: String) throws {
        let (status, output) = try Self.typecheck("""
            import SwiftUI
            struct Snippet: View {
                var body: some View { \(expression) }
            }
            """)
        #expect(status != 0)
        #expect(output.contains(message), "\(output)")
    }

    // Declared but not drawn: the file compiles, and the compiler points at the use with
    // DarkroomUI's warning (rendering it fails, see NotDrawnTests).
    @Test(arguments: [
        "Text(\"x\").blur(radius: 2)",
        "List { Text(\"Row\") }",
        "Capsule().fill(AngularGradient(colors: [.red, .blue], center: .center))",
        "ProgressView(value: 0.4)",
        "Form { Text(\"x\") }",
        "Text(\"x\").minimumScaleFactor(0.8)",
        "NavigationStack { Text(\"x\") }",
    ])
    func notDrawnCodeCompilesWithAWarning(expression: String) throws {
        let (status, output) = try Self.typecheck("""
            import SwiftUI
            struct Snippet: View {
                var body: some View { \(expression) }
            }
            """)
        #expect(status == 0, "\(output)")
        #expect(output.contains("is deprecated: DarkroomUI: not drawn yet"), "\(output)")
    }

    // What a UIKit-flavoured design-system file imports and spells compiles unchanged.
    @Test func uiKitAndModuleSpellingsCompile() throws {
        let (status, output) = try Self.typecheck("""
            import SwiftUI
            import UIKit
            import CoreGraphics
            import SwiftUICore
            #if canImport(UIKit)
            extension UIColor {
                static let brandBackground = UIColor { traits in
                    traits.userInterfaceStyle == .dark ? UIColor(white: 0.1, alpha: 1) : .secondarySystemBackground
                }
            }
            #endif
            struct Tag: View {
                @ScaledMetric(relativeTo: .caption) var padding: CGFloat = 6
                var font: SwiftUICore.Font { Font(UIFont.preferredFont(forTextStyle: .caption1)) }
                var body: some View {
                    Text("New").font(font).textCase(.uppercase)
                        .padding(padding)
                        .background(Color(uiColor: .brandBackground))
                        .foregroundStyle(Color(.label))
                        .dynamicTypeSize(...DynamicTypeSize.accessibility2)
                        .accessibility(label: Text("New item"))
                }
            }
            let hairline: CGFloat = 1 / UIScreen.main.scale
            let inset = NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
            let p3 = Color(.displayP3, red: 1, green: 0.2, blue: 0.1)
            """)
        #expect(status == 0, "\(output)")
    }
}

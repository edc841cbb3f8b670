#if canImport(SwiftCompilerPlugin)
import SwiftCompilerPlugin
#else
@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
#endif
import SwiftSyntaxMacros

/// The plugin's entry point: the compiler sends each `#Preview` over standard input and reads
/// its expansion back (swift-syntax's plugin message protocol).
///
/// Built from the swift-syntax package, it is swift-syntax's `CompilerPlugin`. Built against
/// the toolchain's own swift-syntax (see `PreviewPluginSwiftSyntax` in Package.swift), which
/// has no `SwiftCompilerPlugin` module, it is what that module's `main()` does, on the
/// message-handling module the toolchain does ship.
@main
struct DarkroomUIMacrosPlugin {
    static var providingMacros: [Macro.Type] { [PreviewMacro.self] }

    #if canImport(SwiftCompilerPlugin)
    struct Plugin: CompilerPlugin {
        let providingMacros = DarkroomUIMacrosPlugin.providingMacros
    }

    static func main() throws { try Plugin.main() }
    #else
    struct Provider: PluginProvider {
        func resolveMacro(moduleName: String, typeName: String) throws -> Macro.Type {
            guard let macro = providingMacros.first(where: { String(reflecting: $0) == "\(moduleName).\(typeName)" }) else {
                throw PreviewMacroError("macro \(moduleName).\(typeName) is not in Darkroom's #Preview plugin")
            }
            return macro
        }
    }

    static func main() throws {
        try CompilerPluginMessageListener(connection: try StandardIOMessageConnection(), provider: Provider()).main()
    }
    #endif
}

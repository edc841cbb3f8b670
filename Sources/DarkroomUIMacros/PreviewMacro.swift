import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview("Name", traits: ...) { body }` becomes a type holding the preview, as Xcode's own
/// expansion does, so a component file that ends in a preview compiles unchanged. The body is
/// type-checked exactly as written (it is passed on as the same closure) and never run while
/// snapshots render; `PreviewRegistry` lets a tool list and build it.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        var name: ExprSyntax = "nil"
        var traits: [ExprSyntax] = []
        for argument in node.arguments {
            switch argument.label?.text {
            case nil where traits.isEmpty: name = argument.expression
            case "traits", nil: traits.append(argument.expression)
            default: break
            }
        }
        let body: ExprSyntax
        if let closure = node.trailingClosure {
            body = ExprSyntax(closure)
        } else if let argument = node.arguments.first(where: { $0.label?.text == "body" }) {
            body = argument.expression
        } else {
            throw PreviewMacroError("#Preview needs a body: #Preview { MyView() }")
        }
        let location = context.location(of: node)
        let file = location.map { "\($0.file)" } ?? "\"\""
        let line = location.map { "\($0.line)" } ?? "0"
        let type = context.makeUniqueName("Preview")
        return ["""
            @MainActor
            struct \(type): DarkroomUI.PreviewRegistry {
                static let fileID: String = \(raw: file)
                static let line: Int = \(raw: line)
                static func makePreview() -> DarkroomUI.Preview {
                    DarkroomUI.Preview(\(name), traits: [\(raw: traits.map(\.description).joined(separator: ", "))], body: \(body))
                }
            }
            """]
    }
}

struct PreviewMacroError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}


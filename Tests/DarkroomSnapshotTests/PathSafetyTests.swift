import DarkroomCatalog
import DarkroomLayout
import DarkroomSnapshot
import DarkroomTokens
import Foundation
import Testing

/// A component whose name and axis value come from a hostile package.
protocol HostileNames: Sendable {
    static var componentName: String { get }
    static var axisValue: String { get }
}

struct HostileComponent<Names: HostileNames>: EngineComponent {
    static var name: String { Names.componentName }
    static var summary: String { "hostile" }
    static var axes: [ComponentAxis] { [ComponentAxis(name: "kind", values: ["plain", Names.axisValue], defaultValue: "plain")] }
    static var tokens: [TokenRequirement] { [TokenRequirement("color.accent", .color)] }
    init?(axes: AxisValues) {}
    func engineBody(_ t: ResolvedTokens) -> Node { Rectangle().fill(t.color("color.accent")).frame(width: 4, height: 4) }
}

enum TraversalName: HostileNames { static let componentName = "../../escape"; static let axisValue = "plain2" }
enum SlashName: HostileNames { static let componentName = "a/b"; static let axisValue = "plain2" }
enum DotDotName: HostileNames { static let componentName = ".."; static let axisValue = "plain2" }
enum TraversalValue: HostileNames { static let componentName = "Fine"; static let axisValue = "../../escape" }
enum DashValue: HostileNames { static let componentName = "Fine"; static let axisValue = "two-parts" }
enum ControlValue: HostileNames { static let componentName = "Fine"; static let axisValue = "x\u{1B}[2J" }

@Suite("Path safety: nothing is written outside the store")
struct PathSafetyTests {
    /// Every unsafe component name or axis value is refused when the context is made,
    /// before any file is written; the message names the component and the value.
    @Test("unsafe component names and axis values are refused by name", arguments: [
        (Catalog(components: [HostileComponent<TraversalName>.self]), "component name \"../../escape\" is not allowed"),
        (Catalog(components: [HostileComponent<SlashName>.self]), "component name \"a/b\" is not allowed"),
        (Catalog(components: [HostileComponent<DotDotName>.self]), "component name \"..\" is not allowed"),
        (Catalog(components: [HostileComponent<TraversalValue>.self]), "component Fine, axis kind: value \"../../escape\" is not allowed"),
        (Catalog(components: [HostileComponent<DashValue>.self]), "component Fine, axis kind: value \"two-parts\" is not allowed"),
        (Catalog(components: [HostileComponent<ControlValue>.self]), "value \"x\\u{1b}[2J\" is not allowed"),
    ])
    func unsafeNames(catalog: Catalog, message: String) throws {
        let ws = try Workspace("unsafe-names")
        let before = filesBelow(ws.root)
        do {
            _ = try ws.context(catalog)
            Issue.record("the catalogue was accepted")
        } catch let error as SnapshotError {
            #expect(error.description.contains(message), "\(error)")
            #expect(error.description.contains("use "), "the message says what is allowed: \(error)")
        }
        #expect(filesBelow(ws.root) == before)
    }

    @Test("a brand whose token file name is unsafe is refused")
    func unsafeBrand() throws {
        let ws = try Workspace("unsafe-brand")
        try FileManager.default.copyItem(atPath: ws.tokens + "/brands/beta.tokens.json", toPath: ws.tokens + "/brands/Beta-2.tokens.json")
        #expect(throws: SnapshotError.self) { try ws.context() }
        do { _ = try ws.context() } catch { #expect("\(error)".contains("brand \"Beta-2\" (a token file name or resolver context) is not allowed"), "\(error)") }
    }

    @Test("ConfinedPath refuses paths that leave the root", arguments: ["../x.png", "/etc/x.png", "a/../../x.png", "a//b.png", "./a.png", "", "a/\0/b.png"])
    func confinedRefuses(relative: String) {
        #expect(throws: SnapshotError.self) { try ConfinedPath.join("/tmp/store", relative) }
    }

    @Test("ConfinedPath accepts plain relative paths")
    func confinedAccepts() throws {
        #expect(try ConfinedPath.join("/tmp/store", "Badge/a-b@1x.png") == "/tmp/store/Badge/a-b@1x.png")
    }

    @Test("a store write through a symlinked folder is refused and nothing lands outside")
    func symlinkedFolder() throws {
        let ws = try Workspace("symlink")
        let outside = ws.root + "/outside"
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        let store = ws.store()
        try FileManager.default.createDirectory(atPath: store.root, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: store.path("Badge"), withDestinationPath: outside)
        #expect(throws: SnapshotError.self) { try store.write([1, 2, 3], to: "Badge/x-alpha-light-ltr@1x.png") }
        // A "/" followed by a combining mark is one Character but still a separator to the kernel.
        #expect(throws: SnapshotError.self) { try ConfinedPath.join(store.root, "Badge/\u{301}x@1x.png") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside).isEmpty)
    }

    @Test("a store write of a traversing path is refused and nothing lands outside")
    func traversingWrite() throws {
        let ws = try Workspace("traverse")
        let store = ws.store()
        #expect(throws: SnapshotError.self) { try store.write([1], to: "../escape.png") }
        #expect(!FileManager.default.fileExists(atPath: ws.root + "/escape.png"))
    }

    @Test("names of the built-in rules", arguments: ["md", "frisbee", "1.5", "no_icon"])
    func safeValues(value: String) { #expect(SnapshotName.isValue(value)) }

    @Test("unsafe values", arguments: ["", ".", "..", ".hidden", "a/b", "a-b", "Md", "a b", String(repeating: "a", count: 65)])
    func unsafeValues(value: String) { #expect(!SnapshotName.isValue(value)) }
}

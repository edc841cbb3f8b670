import DarkroomCatalog
import DarkroomLayout
import DarkroomSnapshot
import DarkroomTokens
import Foundation
import Testing

/// What a hostile or careless label asks for.
protocol LabelStyle: Sendable {
    static var label: String { get }
    static var family: String { get }
    static var weight: Int { get }
}

struct Labelled<Style: LabelStyle>: EngineComponent {
    static var name: String { "Labelled" }
    static var summary: String { "a label" }
    static var axes: [ComponentAxis] { [ComponentAxis(name: "kind", values: ["plain"], defaultValue: "plain")] }
    static var tokens: [TokenRequirement] { [TokenRequirement("color.text", .color)] }
    init?(axes: AxisValues) {}
    func engineBody(_ t: ResolvedTokens) -> Node {
        Text(Style.label).font(Font(family: Style.family, weight: Style.weight, size: 14)).foregroundColor(t.color("color.text")).id("label")
    }
}

enum InterLabel: LabelStyle { static let label = "Sign in"; static let family = "Inter"; static let weight = 400 }
enum BoldArabicLabel: LabelStyle { static let label = "Sign in"; static let family = "Noto Sans Arabic"; static let weight = 700 }
enum NulLabel: LabelStyle { static let label = "Sign\u{0}in"; static let family = "Roboto"; static let weight = 400 }
enum EscapeLabel: LabelStyle { static let label = "Sign \u{1B}[31min"; static let family = "Roboto"; static let weight = 400 }
enum ThaiLabel: LabelStyle { static let label = "Sign in สวัสดี"; static let family = "Roboto"; static let weight = 400 }
enum FineLabel: LabelStyle { static let label = "Sign in\tnow\nplease"; static let family = "Roboto"; static let weight = 700 }

@Suite struct TextCheckTests {
    func renderError<Style: LabelStyle>(_ style: Style.Type) throws -> String? {
        let ws = try Workspace("text-check")
        let context = try ws.context(Catalog(components: [Labelled<Style>.self]))
        do {
            try ws.render(context, into: ws.store())
            return nil
        } catch {
            #expect(!FileManager.default.fileExists(atPath: ws.store().path("Labelled")), "nothing is written")
            return "\(error)"
        }
    }

    @Test("a font family that is not bundled is an error naming the snapshot and the bundled families")
    func unbundledFamily() throws {
        let message = try #require(try renderError(InterLabel.self))
        // Every variant has the problem; workers run in parallel, so any of them may be the one named.
        // Every snapshot fails alone, each named on a line after the count.
        #expect(message.hasPrefix("8 of 8 snapshots could not be rendered"), "\(message)")
        #expect(message.contains("\nsnapshot Labelled/plain-"), "\(message)")
        #expect(message.contains(", text root: font family \"Inter\" is not bundled"), "\(message)")
        #expect(message.contains("bundled: Noto Sans Arabic, Noto Sans Hebrew, Roboto"), "\(message)")
    }

    @Test("a weight that is not bundled is an error, not a silent Regular")
    func unbundledWeight() throws {
        // Every Roboto weight is bundled; Noto Sans Arabic has only its Regular.
        let message = try #require(try renderError(BoldArabicLabel.self))
        #expect(message.contains("font Noto Sans Arabic has no weight 700"), "\(message)")
        #expect(message.contains("bundled weights: 400"), "\(message)")
    }

    @Test("a control character in a label fails naming the snapshot, the character and where it is", arguments: [
        (NulLabel.self as any LabelStyle.Type, "character 4 is the control character U+0000"),
        (EscapeLabel.self as any LabelStyle.Type, "character 5 is the control character U+001B"),
    ])
    func controlCharacters(style: any LabelStyle.Type, expected: String) throws {
        func open<S: LabelStyle>(_ s: S.Type) throws -> String? { try renderError(s) }
        let message = try #require(try open(style))
        // Every snapshot fails alone, each named on a line after the count.
        #expect(message.hasPrefix("8 of 8 snapshots could not be rendered"), "\(message)")
        #expect(message.contains("\nsnapshot Labelled/plain-"), "\(message)")
        #expect(message.contains(", text root: \(expected)"), "\(message)")
    }

    @Test("characters no bundled font has fail instead of drawing boxes")
    func missingGlyphs() throws {
        let message = try #require(try renderError(ThaiLabel.self))
        #expect(message.contains("6 characters of \"Sign in สวัสดี\" have no glyph in the bundled fonts"), "\(message)")
    }

    @Test("tabs, newlines and bundled faces render")
    func fine() throws {
        #expect(try renderError(FineLabel.self) == nil)
    }

    @Test("verify names the words that moved to another line")
    func reflowSentence() {
        let before = """
            scene 100x40 ltr
              root/label text "Open Settings now" Roboto 400 14 color=#000000FF align=left lines=1 frame=(0,0,100,20)
                line 0 frame=(0,0,100,20) baseline=15 text=0+17
            """
        let after = """
            scene 100x40 ltr
              root/label text "Open Settings now" Roboto 400 14 color=#000000FF align=left lines=2 frame=(0,0,60,40)
                line 0 frame=(0,0,35,20) baseline=15 text=0+5
                line 1 frame=(0,20,60,20) baseline=35 text=5+12
            """
        let sentences = SidecarDiff.explain(expected: before, actual: after)
        #expect(sentences.contains("text root/label went from 1 to 2 lines"), "\(sentences)")
        #expect(sentences.contains("text root/label: 'Settings' moved from line 1 to line 2"), "\(sentences)")
        #expect(sentences.contains("text root/label: 'now' moved from line 1 to line 2"), "\(sentences)")
        #expect(!sentences.contains { $0.contains("'Open'") }, "\(sentences)")
    }
}

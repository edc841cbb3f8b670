import DarkroomLayout
import DarkroomUI
import Testing

private struct GreetingKey: EnvironmentKey { static let defaultValue = "default" }

extension EnvironmentValues {
    fileprivate var greeting: String {
        get { self[GreetingKey.self] }
        set { self[GreetingKey.self] = newValue }
    }
}

/// `@Environment` is installed wherever a body can read it, whether the type's fields are
/// found from its field records (plain struct fields, among others, in a generic type) or by
/// walking the value (fields that are existentials or optionals, enums): every view below
/// draws the greeting it read, and lowering it again in another environment draws the new one
/// (what is remembered per type is where the fields are, never a value).
@MainActor
@Suite struct DynamicPropertiesTests {
    struct Plain: DarkroomUI.View {
        let before = 1
        let note: String? = nil
        let action: (() -> Void)? = nil
        @DarkroomUI.Environment(\.greeting) var greeting
        let after = "x"
        var body: some DarkroomUI.View { DarkroomUI.Text(greeting) }
    }

    struct Generic<Extra>: DarkroomUI.View {
        let extra: Extra
        @DarkroomUI.Environment(\.greeting) var greeting
        var body: some DarkroomUI.View { DarkroomUI.Text(greeting) }
    }

    struct InExistential: DarkroomUI.View {
        let held: Any = DarkroomUI.Environment(\.greeting)
        var body: some DarkroomUI.View { DarkroomUI.Text((held as! DarkroomUI.Environment<String>).wrappedValue) }
    }

    struct InOptional: DarkroomUI.View {
        let held: DarkroomUI.Environment<String>? = DarkroomUI.Environment(\.greeting)
        var body: some DarkroomUI.View { DarkroomUI.Text(held!.wrappedValue) }
    }

    struct InOptionalExistential: DarkroomUI.View {
        let held: Any? = DarkroomUI.Environment(\.greeting)
        var body: some DarkroomUI.View { DarkroomUI.Text((held as! DarkroomUI.Environment<String>).wrappedValue) }
    }

    enum Choice: DarkroomUI.View {
        case one(DarkroomUI.Environment<String>)
        var body: some DarkroomUI.View {
            switch self { case .one(let greeting): DarkroomUI.Text(greeting.wrappedValue) }
        }
    }

    struct Shout: DarkroomUI.ViewModifier {
        @DarkroomUI.Environment(\.greeting) var greeting
        func body(content: Content) -> some DarkroomUI.View { DarkroomUI.VStack { content; DarkroomUI.Text(greeting + "!") } }
    }

    /// Reaches `install` as `any ButtonStyle`, an existential container.
    struct GreetingStyle: DarkroomUI.ButtonStyle {
        @DarkroomUI.Environment(\.greeting) var greeting
        func makeBody(configuration: Configuration) -> some DarkroomUI.View {
            DarkroomUI.VStack { configuration.label; DarkroomUI.Text(greeting) }
        }
    }

    /// Describes itself with its own mirror, which hides the field.
    struct Reflecting: DarkroomUI.View, CustomReflectable {
        @DarkroomUI.Environment(\.greeting) var greeting
        var customMirror: Mirror { Mirror(self, children: [Mirror.Child]()) }
        var body: some DarkroomUI.View { DarkroomUI.Text(greeting) }
    }

    func texts<V: DarkroomUI.View>(_ view: V, greeting: String) -> [String] {
        var environment = EnvironmentValues()
        environment.greeting = greeting
        let node = ViewLowering.node(view, environment: environment)
        var found: [String] = []
        Harness.renderer.layout(node, direction: .leftToRight).root.visit {
            if case .text(let run) = $0.content { found.append(run.spec.string) }
        }
        return found
    }

    @Test func plainFields() {
        #expect(texts(Plain(), greeting: "hello") == ["hello"])
        #expect(texts(Plain(), greeting: "again") == ["again"])
    }

    @Test func genericFieldsAtEveryOffset() {
        #expect(texts(Generic(extra: 7), greeting: "int") == ["int"])
        #expect(texts(Generic(extra: (1.0, "padding", [1, 2, 3])), greeting: "tuple") == ["tuple"])
    }

    @Test func existentialAndOptionalFields() {
        #expect(texts(InExistential(), greeting: "any") == ["any"])
        #expect(texts(InOptional(), greeting: "optional") == ["optional"])
        #expect(texts(InOptionalExistential(), greeting: "optional any") == ["optional any"])
    }

    @Test func enumViews() {
        #expect(texts(Choice.one(DarkroomUI.Environment(\.greeting)), greeting: "enum") == ["enum"])
    }

    @Test func stylesPassedAsExistentials() {
        #expect(texts(DarkroomUI.Button("b") {}.buttonStyle(GreetingStyle()), greeting: "style") == ["b", "style"])
    }

    // What `Mirror` shows is what gets installed, as before field records were read.
    @Test func customMirrorsAreWalked() {
        #expect(texts(Reflecting(), greeting: "hidden") == ["default"])
    }

    @Test func customModifiers() {
        #expect(texts(DarkroomUI.Text("a").modifier(Shout()), greeting: "hey") == ["a", "hey!"])
    }
}

import Foundation

/// An animation curve. A snapshot shows the state after animations end, so Darkroom never
/// runs one; the value is accepted so the same code compiles.
public struct Animation: Hashable, Sendable {
    let name: String
    public static let `default` = Animation(name: "default")
    public static let linear = Animation(name: "linear")
    public static let easeIn = Animation(name: "easeIn")
    public static let easeOut = Animation(name: "easeOut")
    public static let easeInOut = Animation(name: "easeInOut")
    public static let spring = Animation(name: "spring")
    public static func linear(duration: Double) -> Animation { Animation(name: "linear(\(duration))") }
    public static func easeInOut(duration: Double) -> Animation { Animation(name: "easeInOut(\(duration))") }
    public static func easeOut(duration: Double) -> Animation { Animation(name: "easeOut(\(duration))") }
    public static func easeIn(duration: Double) -> Animation { Animation(name: "easeIn(\(duration))") }
    public static let smooth = Animation(name: "smooth")
    public static let snappy = Animation(name: "snappy")
    public static let bouncy = Animation(name: "bouncy")
    public static let interactiveSpring = Animation(name: "interactiveSpring")
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(name: "spring(\(response),\(dampingFraction))")
    }
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(name: "spring(duration: \(duration), bounce: \(bounce))")
    }
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation(name: "smooth(\(duration))") }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation(name: "snappy(\(duration))") }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation(name: "bouncy(\(duration))") }

    public func delay(_ delay: Double) -> Animation { Animation(name: name + ".delay(\(delay))") }
    public func speed(_ speed: Double) -> Animation { Animation(name: name + ".speed(\(speed))") }
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(name: name + ".repeatCount(\(repeatCount))")
    }
    public func repeatForever(autoreverses: Bool = true) -> Animation { Animation(name: name + ".repeatForever") }
}

/// Runs `body` at once: a snapshot shows the end state of every animation.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// A view transition. A snapshot shows the view after it has appeared, so Darkroom never runs
/// one; its name is recorded in the sidecar.
public struct AnyTransition: Sendable {
    let name: String
    public static let opacity = AnyTransition(name: "opacity")
    public static let scale = AnyTransition(name: "scale")
    public static let slide = AnyTransition(name: "slide")
    public static let identity = AnyTransition(name: "identity")
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(name: "scale(\(scale))") }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move(\(edge))") }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push(\(edge))") }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(name: "offset(\(x),\(y))") }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(name: "asymmetric(\(insertion.name),\(removal.name))")
    }
    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition(name: name + "+" + other.name) }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// What only a device does (gestures, appearance callbacks, animations, transitions) changes
/// no pixel of a snapshot, which shows the state after animations end: these modifiers leave
/// the view as it is and are listed in the sidecar (`behaviour "onTapGesture"`), so a review
/// sees that a component reacts to taps without running anything.
extension View {
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        recordedBehaviour(count == 1 ? "onTapGesture" : "onTapGesture(count: \(count))")
    }
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        recordedBehaviour("onLongPressGesture")
    }
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { recordedBehaviour("onAppear") }
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { recordedBehaviour("onDisappear") }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        recordedBehaviour("animation \(animation?.name ?? "none") when \(V.self) changes")
    }
    public func transition(_ t: AnyTransition) -> some View { recordedBehaviour("transition \(t.name)") }
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { recordedBehaviour("onHover") }

    func recordedBehaviour(_ behaviour: String) -> some View {
        modifier(NodeModifier { _ in .behaviour(behaviour) })
    }
}

/// A type that produces previews in Xcode; Darkroom's catalogue declares its own variants.
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor static var previews: Self.Previews { get }
}

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
}

/// Runs `body` at once: a snapshot shows the end state of every animation.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// What only a device does (gestures, appearance callbacks, animations) changes no pixel of
/// a snapshot: these modifiers are accepted and leave the view as it is. (Listing them in
/// the sidecar is still to come.)
extension View {
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
}

/// A type that produces previews in Xcode; Darkroom's catalogue declares its own variants.
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor static var previews: Self.Previews { get }
}

import Foundation

/// A progress indicator, as SwiftUI's `ProgressView`. Not drawn yet (iOS's linear bar and
/// spinner); a snapshot that reaches one fails, naming it.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let label: Label
    let file: StaticString
    let line: UInt

    public var body: some View {
        NotDrawnView("ProgressView", file: file, line: line, content: label)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    @available(*, deprecated, message: "DarkroomUI: not drawn yet")
    public init(file: StaticString = #fileID, line: UInt = #line) {
        self.init(label: EmptyView(), file: file, line: line)
    }

    @available(*, deprecated, message: "DarkroomUI: not drawn yet")
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, file: StaticString = #fileID, line: UInt = #line) {
        self.init(label: EmptyView(), file: file, line: line)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    @available(*, deprecated, message: "DarkroomUI: not drawn yet")
    public init(@ViewBuilder label: () -> Label, file: StaticString = #fileID, line: UInt = #line) {
        self.init(label: label(), file: file, line: line)
    }

    @available(*, deprecated, message: "DarkroomUI: not drawn yet")
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        file: StaticString = #fileID, line: UInt = #line) {
        self.init(label: label(), file: file, line: line)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    @available(*, deprecated, message: "DarkroomUI: not drawn yet")
    public init(_ titleKey: LocalizedStringKey, file: StaticString = #fileID, line: UInt = #line) {
        self.init(label: Text(titleKey), file: file, line: line)
    }

    @available(*, deprecated, message: "DarkroomUI: not drawn yet")
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0,
                                        file: StaticString = #fileID, line: UInt = #line) {
        self.init(label: Text(titleKey), file: file, line: line)
    }
}

/// How progress views draw, as SwiftUI's `ProgressViewStyle`; none is drawn yet.
public protocol ProgressViewStyle {}
public struct LinearProgressViewStyle: ProgressViewStyle { public init() {} }
public struct CircularProgressViewStyle: ProgressViewStyle { public init() {} }
public struct DefaultProgressViewStyle: ProgressViewStyle { public init() {} }
extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() } }
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() } }
extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() } }

extension View {
    /// Recorded: progress views themselves are not drawn yet.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { recordedBehaviour("progressViewStyle \(S.self)") }
}

import Foundation

/// SwiftUI's `mask`: shows the view only where the mask is opaque. Not drawn yet.
extension View {
    @available(*, deprecated, message: "DarkroomUI: not drawn yet")
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask,
                                 file: StaticString = #fileID, line: UInt = #line) -> some View {
        notDrawnYet("mask(alignment:_:)", file: file, line: line)
    }

    @available(*, deprecated, message: "DarkroomUI: not drawn yet")
    public func mask<Mask: View>(_ mask: Mask, file: StaticString = #fileID, line: UInt = #line) -> some View {
        notDrawnYet("mask(_:)", file: file, line: line)
    }
}

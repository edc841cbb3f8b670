import DarkroomLayout
import DarkroomTesting
import Testing
import XCTest

// assertSnapshot as a user writes it, against references committed in
// __Snapshots__/AssertSnapshotUsageTests/. CI sets CI=true, so it only compares there;
// locally a missing reference is recorded (and the test fails once, saying so).

/// A small view with text, a shape and an icon, in both directions.
private func badge() -> some View {
    HStack(spacing: 6) {
        Icon("star", size: 16, tint: Color(red: 31, green: 111, blue: 229))
        Text("Favourite").font(Font(size: 14, lineHeight: 20)).foregroundColor(Color(red: 30, green: 30, blue: 30))
    }
    .padding(EdgeInsets(vertical: 4, horizontal: 10))
    .background(Capsule().strokeBorder(Color(red: 31, green: 111, blue: 229), lineWidth: 1))
    .padding(4)
}

@Suite struct AssertSnapshotSwiftTestingUsage {
    @Test func badgeLeftToRight() {
        assertSnapshot(of: badge(), named: "badge-ltr", scale: 2)
    }

    @Test func badgeRightToLeft() {
        assertSnapshot(of: badge(), named: "badge-rtl", direction: .rightToLeft, scale: 2)
    }
}

final class AssertSnapshotXCTestUsage: XCTestCase {
    func testBadgeFromXCTest() {
        // The same reference as the Swift Testing case: both frameworks see the same bytes.
        assertSnapshot(of: badge(), named: "badge-ltr", scale: 2, filePath: #filePath)
    }
}

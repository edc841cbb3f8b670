import DarkroomLayout
import SwiftUI

extension SwiftUI.Color {
    /// A resolved colour token as the SwiftUI colour a theme holds: 8-bit channels divided by
    /// 255, which DarkroomUI rounds back to the same bytes.
    init(token c: DarkroomLayout.Color) {
        self.init(red: Double(c.red) / 255, green: Double(c.green) / 255, blue: Double(c.blue) / 255,
                  opacity: Double(c.alpha) / 255)
    }
}

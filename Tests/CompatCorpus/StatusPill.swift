import SwiftUI
import UIKit

/// An uppercase status pill on a translucent tint of its colour.
struct StatusPill: View {
    enum Status { case active, pending, failed }
    let status: Status

    private var tint: UIColor {
        switch status {
        case .active: .systemGreen
        case .pending: .systemOrange
        case .failed: .systemRed
        }
    }

    private var title: String {
        switch status {
        case .active: "Active"
        case .pending: "Pending"
        case .failed: "Failed"
        }
    }

    var body: some View {
        Text(title)
            .font(.caption.weight(.semibold))
            .textCase(.uppercase)
            .tracking(0.5)
            .foregroundStyle(Color(uiColor: tint))
            .padding(.horizontal, 8)
            .padding(.vertical, 3)
            .background(Capsule().fill(Color(uiColor: tint.withAlphaComponent(0.15))))
    }
}

#Preview {
    HStack { StatusPill(status: .active); StatusPill(status: .pending); StatusPill(status: .failed) }
        .padding()
}

import SwiftUI

/// A profile row that can show a loading placeholder; not redacted here (an empty reason),
/// so it draws as it is.
struct ProfileSkeleton: View {
    var isLoading = false

    var body: some View {
        HStack(spacing: 12) {
            Circle().fill(Color(uiColor: .systemGray5)).frame(width: 40, height: 40)
            VStack(alignment: .leading, spacing: 2) {
                Text("Jane Appleseed").font(.headline).foregroundStyle(Color.textPrimary)
                Text("Online").font(.caption).foregroundStyle(Color(uiColor: .systemGreen))
            }
        }
        .redacted(reason: isLoading ? .placeholder : [])
    }
}

#Preview {
    VStack(alignment: .leading) {
        ProfileSkeleton()
        ProfileSkeleton(isLoading: true)
    }
    .padding()
}

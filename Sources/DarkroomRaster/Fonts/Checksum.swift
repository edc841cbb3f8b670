import CDarkroom

/// SHA-256 through GLib (already linked by Pango), so hashing needs no extra package.
public enum Checksum {
    public static func sha256Hex(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBufferPointer { buffer in
            guard let c = g_compute_checksum_for_data(G_CHECKSUM_SHA256, buffer.baseAddress, gsize(buffer.count)) else {
                fatalError("g_compute_checksum_for_data returned NULL: a GLib bug")
            }
            defer { g_free(c) }
            return String(cString: c)
        }
    }

    public static func sha256Hex(_ string: String) -> String { sha256Hex(Array(string.utf8)) }
}

import CDarkroom
import Foundation

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

    /// SHA-256 of a file, read in 1 MiB chunks; nil if it cannot be read.
    public static func sha256Hex(ofFile path: String) -> String? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        guard let checksum = g_checksum_new(G_CHECKSUM_SHA256) else { return nil }
        defer { g_checksum_free(checksum) }
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let n = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            if n > 0 { buffer.withUnsafeBytes { g_checksum_update(checksum, $0.bindMemory(to: guchar.self).baseAddress, gssize(n)) } }
            if n < buffer.count { break }
        }
        guard ferror(file) == 0, let hex = g_checksum_get_string(checksum) else { return nil }
        return String(cString: hex)
    }
}

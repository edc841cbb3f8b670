import CDarkroom
import DarkroomFiles
import Foundation

/// SHA-256 through OpenSSL's libcrypto (EVP, https://docs.openssl.org/3.0/man3/EVP_DigestInit/).
///
/// A render hashes each PNG, its sidecar and its inputs: with GLib's portable SHA-256 that was
/// about a tenth of a cold render's instructions (callgrind, issue 22); libcrypto uses the
/// CPU's SHA extensions where it has them and is about five times faster here. Same digests.
public enum Checksum {
    public static func sha256Hex(_ bytes: [UInt8]) -> String { sha256Hex(parts: [bytes]) }

    public static func sha256Hex(_ string: String) -> String { sha256Hex(Array(string.utf8)) }

    /// SHA-256 of the concatenation of `parts`, without building it.
    public static func sha256Hex(_ parts: [UInt8]...) -> String { sha256Hex(parts: parts) }

    private static func sha256Hex(parts: [[UInt8]]) -> String {
        let digest = Digest()
        for part in parts { part.withUnsafeBytes { digest.update($0) } }
        return digest.hex()
    }

    /// SHA-256 of `bytes`, and of `bytes` followed by `suffix`, hashing `bytes` once: a render
    /// hashes each sidecar alone (the record's `sidecarSha256`) and with the renderer's
    /// fingerprint after it (the snapshot's input hash).
    public static func sha256Hex(_ bytes: [UInt8], andFollowedBy suffix: [UInt8]) -> (alone: String, followed: String) {
        let digest = Digest()
        bytes.withUnsafeBytes { digest.update($0) }
        let followed = digest.copy()
        suffix.withUnsafeBytes { followed.update($0) }
        return (digest.hex(), followed.hex())
    }

    /// SHA-256 of a file, read in 1 MiB chunks; nil if it cannot be read.
    public static func sha256Hex(ofFile path: String) -> String? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        let digest = Digest()
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let n = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            if n > 0 { buffer.withUnsafeBytes { digest.update(UnsafeRawBufferPointer(rebasing: $0[..<n])) } }
            if n < buffer.count { break }
        }
        guard ferror(file) == 0 else { return nil }
        return digest.hex()
    }

    /// One EVP digest context; the class owns it and frees it in deinit.
    private final class Digest {
        private let context: OpaquePointer

        /// SHA-256 fetched from libcrypto's default provider once: `EVP_sha256()` makes every
        /// digest fetch it again (locks, a name lookup), a third of libcrypto's time in a render.
        /// A fetched EVP_MD is immutable and may be used by many threads at once (OpenSSL's
        /// crypto(7), "Performance").
        nonisolated(unsafe) private static let sha256: OpaquePointer? = EVP_MD_fetch(nil, "SHA256", nil)

        init() {
            // Fails only out of memory, or in a libcrypto without SHA-256: neither is recoverable.
            guard let context = EVP_MD_CTX_new(), EVP_DigestInit_ex(context, Self.sha256 ?? EVP_sha256(), nil) == 1 else {
                fatalError("libcrypto could not start a SHA-256 digest")
            }
            self.context = context
        }

        private init(copying other: OpaquePointer) {
            guard let context = EVP_MD_CTX_new(), EVP_MD_CTX_copy_ex(context, other) == 1 else {
                fatalError("libcrypto could not copy a SHA-256 digest")
            }
            self.context = context
        }

        /// A digest that has seen what this one has, and goes on independently.
        func copy() -> Digest { Digest(copying: context) }

        deinit { EVP_MD_CTX_free(context) }

        func update(_ bytes: UnsafeRawBufferPointer) {
            guard bytes.count > 0 else { return }
            guard EVP_DigestUpdate(context, bytes.baseAddress, bytes.count) == 1 else { fatalError("EVP_DigestUpdate failed (bug)") }
        }

        /// The digest as 64 lower-case hex digits.
        func hex() -> String {
            var digest = [UInt8](repeating: 0, count: 32)
            var length: UInt32 = 0
            guard EVP_DigestFinal_ex(context, &digest, &length) == 1, length == 32 else { fatalError("EVP_DigestFinal_ex failed (bug)") }
            return LowercaseHex.string(digest)
        }
    }
}

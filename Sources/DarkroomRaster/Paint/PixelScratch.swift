/// Memory for the pixels of one surface at a time, kept and grown across renders by one
/// worker's `Renderer`. It owns its allocation and frees it in deinit.
final class PixelScratch {
    private var memory: UnsafeMutableRawPointer?
    private var capacity = 0

    deinit { memory?.deallocate() }

    /// At least `count` bytes, uninitialised, 64-byte aligned; valid until the next call.
    func memory(_ count: Int) -> UnsafeMutableRawPointer {
        if count > capacity {
            memory?.deallocate()
            capacity = max(count, capacity * 2)
            memory = .allocate(byteCount: capacity, alignment: 64)
        }
        return memory!
    }
}

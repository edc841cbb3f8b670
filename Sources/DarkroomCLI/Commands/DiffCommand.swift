import ArgumentParser
import DarkroomDiff
import DarkroomPNG
import DarkroomSnapshot

/// `darkroom diff A.png B.png`: pixelmatch-compatible comparison of any two PNGs.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG files (pixelmatch-compatible); exit 1 if they differ.")

    @Argument(help: "The expected image.") var a: String
    @Argument(help: "The actual image.") var b: String
    @Option(help: "Write the diff image here.") var out: String?
    @Option(help: "Colour distance threshold, 0...1 (pixelmatch's; default 0.1).") var threshold: Double = 0.1
    @Flag(help: "Count anti-aliased pixels as differences.") var includeAA = false
    @Option(help: "Also report the most differing pixels in any N x N window.") var window: Int?
    @Option(help: "Refuse images with more pixels than this (default: DARKROOM_MAX_PIXELS or 16777216).")
    var maxPixels: Int = PNGDecoder.defaultMaxPixels

    func validate() throws {
        try FolderArgument.validate(out, option: "--out")
        guard (0...1).contains(threshold) else { throw ValidationError("--threshold must be between 0 and 1") }
        if let window, window < 1 { throw ValidationError("--window must be at least 1") }
        guard maxPixels >= 1 else { throw ValidationError("--max-pixels must be at least 1") }
    }

    func run() throws {
        let imageA: RGBAImage, imageB: RGBAImage
        do {
            imageA = try PNGDecoder.decode(contentsOf: a, maxPixels: maxPixels)
            imageB = try PNGDecoder.decode(contentsOf: b, maxPixels: maxPixels)
        } catch let error as PNGError {
            throw SnapshotError.input("\(error)")
        }
        var options = DiffOptions(threshold: threshold, includeAA: includeAA)
        options.windowSize = window
        let result: DiffResult
        do {
            result = try ImageDiffer(options).compare(imageA, imageB, diffImage: out != nil)
        } catch {
            throw DifferencesFound(message: "\(a) and \(b) differ in size: \(error)")
        }
        if let out, let image = result.diffImage { try AtomicFile.write(PNGEncoder.encode(image), to: out) }
        var line = "\(result.mismatchedPixels) pixels differ, \(result.antialiasedPixels) anti-aliased"
        if let density = result.maxWindowDensity { line += ", at most \(density) in any \(window!)x\(window!) window" }
        print(line)
        if result.mismatchedPixels > 0 { throw DifferencesFound(message: "images differ: \(a) vs \(b)") }
    }
}

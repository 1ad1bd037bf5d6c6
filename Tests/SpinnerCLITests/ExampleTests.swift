import Foundation
import Testing
import SpinnerEncode

/// The library example in Examples/ builds with the package and renders what it says.
@Suite struct ExampleTests {
    @Test func customSpinnerRendersItsSequence() throws {
        let example = URL(fileURLWithPath: CLIRunner.binary).deletingLastPathComponent().appendingPathComponent("CustomSpinner")
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let process = Process()
        process.executableURL = example
        process.arguments = ["out/"]
        process.currentDirectoryURL = dir
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("out"), withIntermediateDirectories: true)
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let files = CLIRunner.contents(of: dir.appendingPathComponent("out"))
        #expect(files.count == 30)
        // Frame 0: a quarter arc from 12 o'clock clockwise, round caps, 4 pt wide, radius 16 pt, at @4x.
        let first = try PNGCodec.decode(contentsOf: dir.appendingPathComponent("out/frame_0000.png").path)
        #expect(first.width == 160 && first.height == 160)
        let r45 = 64 * 0.5.squareRoot()
        #expect(first[Int(80 + r45), Int(80 - r45)] == .init(r: 0x62, g: 0x00, b: 0xEE, a: 255))
        #expect(first[Int(80 - r45), Int(80 + r45)].a == 0)
    }
}

import Foundation
import Testing

/// A --logo or --image over 4096x4096 pixels is refused from its header, before the image is
/// decoded (a small "PNG bomb" would otherwise take gigabytes).
@Suite struct LargeImageInputTests {
    /// A signature, an IHDR and the start of a zlib stream: the refusal comes before libpng reads
    /// past the IDAT header.
    static func headerOnlyPNG(width: UInt32, height: UInt32) -> Data {
        typealias P = HandBuiltPNG
        return Data(P.signature + P.ihdr(width: width, height: height) + P.chunk("IDAT", [0x78, 0x01]) + P.chunk("IEND", []))
    }

    @Test(arguments: [["ring", "--logo", "big.png", "-o", "out.mp4"],
                      ["image-progress", "--image", "big.png", "-o", "out.mp4"]])
    func refusesNamingTheLimit(_ arguments: [String]) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.headerOnlyPNG(width: 4097, height: 4096).write(to: dir.appendingPathComponent("big.png"))
        try CLIRunner.expectRefusal(RefusalCase(arguments: arguments, status: 65,
                                                mentions: "the image is 4097x4096 pixels, more than the 16777216 pixels (4096x4096)"),
                                    in: dir)
    }
}

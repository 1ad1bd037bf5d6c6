import Foundation
import SpinnerCore
import SpinnerEncode

/// Issue 28, items 3 to 5: everything a command writes is staged and lands together (a manifest,
/// records, reports, diff images, a sheet or a plot that cannot be written leaves nothing of the
/// renders), inputs are strict (NUL bytes, devices, 0x0 images, a --format that contradicts the
/// extension, marks past the plot's limit), and refusals help (every ENOSPC is 74, every unknown
/// name gets its nearest ones). `full.*` are symlinks to `/dev/full`, a device that is always full.
extension BadInputTableTests {
    /// A short render, written as WebP (GIF would add its above-50-fps warning line).
    static let quick = ["material", "--scale", "1", "--frames", "0-2"]

    static let cli: [Case] = [
        // Item 3: a manifest, records or reports that cannot be written leave no render behind.
        Case(arguments: quick + ["-o", "a.webp", "--manifest", "/proc/m.json"], status: 73, mentions: "could not write the manifest"),
        Case(arguments: quick + ["-o", "new/a.webp", "--manifest", "full.json"], status: 74, mentions: "No space left on device"),
        Case(arguments: quick + ["-o", "seq/%04d.png", "--manifest", "full.json"], status: 74, mentions: "manifest"),
        Case(arguments: ["batch", "b.json", "--manifest", "/proc/m.json"], status: 73, mentions: "could not write the batch manifest"),
        Case(arguments: ["batch", "b.json", "--manifest", "full.json"], status: 74, mentions: "No space left on device"),
        Case(arguments: ["batch", "--merge", "notes.txt", "-o", "./notes.txt"], mentions: "is the input 'notes.txt'"),
        Case(arguments: ["batch", "--merge", "x2", "notes.txt", "-o", "f/../notes.txt"], mentions: "is the input"),
        Case(arguments: ["sheet", "material", "--frames", "0-1", "-o", "full.png"], status: 74, mentions: "could not write the sheet"),
        Case(arguments: ["plot", "material", "-o", "full.svg"], status: 74, mentions: "could not write the plot"),
        Case(arguments: ["scene", "material", "-o", "full.json"], status: 74, mentions: "could not write the scene"),
        Case(arguments: ["compare", "one.png", "two.png", "--html", "full.html"], status: 74, mentions: "could not write the HTML report"),
        Case(arguments: ["compare", "one.png", "two.png", "--report", "full.json"], status: 74, mentions: "could not write the report"),
        Case(arguments: ["compare", "one.png", "two.png", "--diff", "d/", "--html", "r.html", "--report", "/proc/r.json"],
             status: 73, mentions: "could not write the report"),
        Case(arguments: quick + ["--format", "rgba", "-o", "/dev/full"], status: 74, mentions: "No space left on device"),

        // Item 4: strict inputs.
        Case(arguments: ["ring", "--progress-file", "nul.csv", "-o", "out.mp4"], status: 65, mentions: "NUL byte at byte 23"),
        Case(arguments: ["render", "nul.json", "-o", "out.mp4"], status: 65, mentions: "NUL byte"),
        Case(arguments: ["render", "/dev/zero", "-o", "out.mp4"], status: 65, mentions: "NUL byte at byte 0"),
        Case(arguments: ["check", "nul.json"], status: 65, mentions: "NUL byte"),
        Case(arguments: ["batch", "/dev/zero"], status: 65, mentions: "NUL byte at byte 0"),
        Case(arguments: ["verify", "nul.json"], status: 65, mentions: "NUL byte"),
        Case(arguments: ["batch", "--merge", "nul.json", "-o", "all.json"], status: 65, mentions: "NUL byte"),
        // A JSON escape puts a NUL inside a number's text, where strtod would stop reading.
        Case(arguments: ["batch", "escaped-nul.json"], mentions: "--fps"),
        Case(arguments: ["render", "escaped-nul-path.json", "-o", "out.mp4"], status: 65, mentions: "path"),
        Case(arguments: ["material", "--format", "y4m", "-o", "o.gif"], mentions: "--format y4m contradicts -o 'o.gif'"),
        Case(arguments: ["material", "--format", "png", "-o", "o.apng"], mentions: "whose extension names apng"),
        Case(arguments: ["ring", "--logo", "zero.png", "-o", "out.mp4"], status: 65, mentions: "0x0 pixels"),
        Case(arguments: ["image-progress", "--image", "zero.png", "-o", "out.mp4"], status: 65, mentions: "0x0 pixels"),
        Case(arguments: ["compare", "zero.png", "zero.png"], status: 65, mentions: "0x0 pixels"),
        Case(arguments: ["render", "zero-image.json", "-o", "out.mp4"], status: 65, mentions: "0x0 pixels"),
        Case(arguments: ["ring", "--logo", "/dev/urandom", "-o", "out.mp4"], status: 65, mentions: "PNG signature"),
        Case(arguments: ["compare", "junk.png", "one.png"], status: 65, mentions: "PNG signature"),
        Case(arguments: ["plot", "repeats.json", "--duration", "500", "-o", "c.svg"], mentions: "more than 2000 timing marks"),

        // Item 5: unknown names get their nearest, and the hint stays on the line.
        Case(arguments: ["render", "typo-field.json", "-o", "out.mp4"], status: 65, mentions: "did you mean \"lineWidth\"? (see the scene format"),
        Case(arguments: ["check", "typo-keypath.json"], status: 65, mentions: "did you mean \"strokeEnd\"? (see the scene format"),
        Case(arguments: ["check", "far-field.json"], status: 65, mentions: "none of the"),
        Case(arguments: ["check", "typo-choice.json"], status: 65, mentions: "did you mean \"round\"?"),
        Case(arguments: ["check", "typo-parameter.json"], status: 65, mentions: "did you mean \"tint\"?"),
        Case(arguments: ["check", "typo-colour.json"], status: 65, mentions: "did you mean \"tomato\"?"),
        Case(arguments: ["materal", "-o", "out.mp4"], mentions: "did you mean \"material\"?"),
        Case(arguments: ["sheet", "rnig", "-o", "s.png"], mentions: "did you mean \"ring\"?"),
        Case(arguments: ["material", "--colours", "red", "-o", "out.mp4"], mentions: "did you mean '--colors'? see 'spinnergen material --help'"),
        Case(arguments: ["compare", "one.png", "two.png", "--max-detla", "2"], mentions: "did you mean '--max-delta'?"),
        Case(arguments: ["material", "--style", "androd", "-o", "out.mp4"], mentions: "did you mean \"android\"?"),
        Case(arguments: ["material", "--line-cap", "rond", "-o", "out.mp4"], mentions: "did you mean \"round\"?"),
        Case(arguments: ["material", "--format", "gfi", "-o", "-"], mentions: "did you mean \"gif\"?"),
        Case(arguments: ["material", "--colors", "red,tomatoe", "-o", "out.mp4"], mentions: "did you mean \"tomato\"?"),
    ]

    /// The files the cases above name, added to the shared fixture.
    static func addCLIFixtures(in dir: URL) throws {
        let fm = FileManager.default
        func put(_ name: String, _ bytes: [UInt8]) throws { try Data(bytes).write(to: dir.appendingPathComponent(name)) }
        func text(_ name: String, _ s: String) throws { try put(name, Array(s.utf8)) }
        for name in ["full.json", "full.png", "full.svg", "full.html"] {
            try fm.createSymbolicLink(atPath: dir.appendingPathComponent(name).path, withDestinationPath: "/dev/full")
        }
        // "0,0\n1,0.5" then a NUL inside the number, then more digits: byte 23 of the file.
        try put("nul.csv", Array("time,progress\n0,0\n1,0.5".utf8) + [0] + Array("9\n2,1\n".utf8))
        try put("nul.json", Array(#"{"spinnergen": 1, "root": {"bounds": [0, 0, 10, 10]}}"#.utf8) + [0])
        try put("zero.png", BadInputTableTests.zeroByZeroPNG())
        try put("one.png", try PNGCodec.encode(PixelBuffer(width: 4, height: 4, fill: PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255)), options: PNGOptions()))
        try put("two.png", try PNGCodec.encode(PixelBuffer(width: 4, height: 4, fill: PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255)), options: PNGOptions()))
        try text("b.json", #"""
            {"spinnergen-batch": 1, "matrix": {"scale": [1, 2]},
             "jobs": [{"preset": "material", "options": {"frames": "0-2"}, "outputs": ["out/m@{scale}x.webp"]}]}
            """#)
        try text("escaped-nul.json", #"""
            {"spinnergen-batch": 1, "jobs": [{"preset": "material", "options": {"fps": "6\u00000", "frames": "0-2"}, "outputs": ["e.webp"]}]}
            """#)
        let shape = #"{"bounds": [0, 0, 10, 10], "sublayers": [{"type": "shape", "path": "M 0 0 L 5 5", "fillColor": "red"%@}]}"#
        func scene(_ layerExtra: String, top: String = "") -> String {
            #"{"spinnergen": 1, "root": "# + shape.replacingOccurrences(of: "%@", with: layerExtra) + top + "}"
        }
        try text("escaped-nul-path.json", #"{"spinnergen": 1, "root": {"bounds": [0, 0, 10, 10], "sublayers": [{"type": "shape", "path": "M 0 0 L 5\u00005 5"}]}}"#)
        try text("typo-field.json", scene(#", "lineWidht": 2"#))
        try text("far-field.json", scene(#", "zzzzzzzzzzzz": 2"#))
        try text("typo-choice.json", scene(#", "lineCap": "rond""#))
        try text("typo-colour.json", scene(#", "strokeColor": "tomatoe""#))
        try text("typo-parameter.json", ##"{"spinnergen": 1, "parameters": {"tint": "#FF0000"}, "root": {"bounds": [0, 0, 10, 10], "backgroundColor": "$tnt"}}"##)
        try text("typo-keypath.json", scene(#", "animations": [{"keyPath": "strokeEn", "fromValue": 0, "toValue": 1, "duration": 1}]"#))
        try text("zero-image.json", #"{"spinnergen": 1, "root": {"bounds": [0, 0, 10, 10], "contents": "zero.png"}}"#)
        try text("repeats.json", #"""
            {"spinnergen": 1, "root": {"bounds": [0, 0, 10, 10],
             "animations": [{"keyPath": "opacity", "fromValue": 0, "toValue": 1, "duration": 0.05, "repeatCount": "infinity"}]}}
            """#)
    }

    /// A PNG whose IHDR declares 0x0 pixels, with valid CRCs (libpng would refuse the IHDR with a
    /// message of its own; spinnergen names the size first).
    static func zeroByZeroPNG() -> [UInt8] {
        typealias P = HandBuiltPNG
        // An empty zlib stream: header, one final stored block of no bytes, Adler-32 of nothing.
        let idat: [UInt8] = [0x78, 0x01, 0x01, 0x00, 0x00, 0xFF, 0xFF, 0x00, 0x00, 0x00, 0x01]
        return P.signature + P.ihdr(width: 0, height: 0) + P.chunk("IDAT", idat) + P.chunk("IEND", [])
    }
}

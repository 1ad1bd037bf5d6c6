import Foundation
import SpinnerEncode
import SpinnerCore

/// Small Lottie files for the CLI tests, written here rather than read from the shared corpus so
/// each test knows every number in them: frames 10 to 40 at 30 fps (one loop is 1 s), a 40 x 20
/// composition, a 10 x 10 red square sliding from x 5 at frame 10 to x 35 at frame 40, one
/// expression on its opacity (a note), and markers: `half` over frames 25 to 40, `moment` at 30,
/// and `back` from 40 back to 25.
enum LottieFixtures {
    static let square = ##"""
    {"v":"5.7.4","fr":30,"ip":10,"op":40,"w":40,"h":20,"nm":"square",
     "markers":[{"cm":"half","tm":25,"dr":15},{"cm":"moment","tm":30,"dr":0},{"cm":"back","tm":40,"dr":-15}],
     "layers":[{"ty":4,"ind":1,"nm":"box","ip":0,"op":60,"st":0,
       "ks":{"o":{"a":0,"k":100,"x":"value"},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},
             "p":{"a":1,"k":[{"t":10,"s":[5,10],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":40,"s":[35,10]}]}},
       "shapes":[{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[10,10]},"r":{"a":0,"k":0}},
                 {"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100},"r":1}]}]}
    """##

    /// The same square without the expression: a file with no note.
    static var plain: String { square.replacingOccurrences(of: #","x":"value""#, with: "") }

    /// A 20 x 40 composition (portrait) with nothing in it, 2 s at 25 fps.
    static let portrait = ##"{"v":"5.7.4","fr":25,"ip":0,"op":50,"w":20,"h":40,"layers":[]}"##

    /// A dotLottie package of `plain` as animation `a` and `portrait` as `b`.
    static var package: [UInt8] {
        ZipArchive(entries: [
            .init(name: "manifest.json", bytes: Array(#"{"version":"1","animations":[{"id":"a"},{"id":"b"}]}"#.utf8)),
            .init(name: "animations/a.json", bytes: Array(plain.utf8)),
            .init(name: "animations/b.json", bytes: Array(portrait.utf8)),
        ]).bytes()!
    }

    /// `bytes` (a zip) with every central directory entry's uncompressed size set to `size`.
    static func declaring(_ bytes: [UInt8], size: UInt32) -> [UInt8] {
        var out = bytes
        var i = 0
        while i + 46 <= out.count {
            if out[i] == 0x50, out[i + 1] == 0x4B, out[i + 2] == 1, out[i + 3] == 2 {
                for k in 0..<4 { out[i + 24 + k] = UInt8(truncatingIfNeeded: size >> (8 * UInt32(k))) }
            }
            i += 1
        }
        return out
    }

    /// A PNG signature and an IHDR claiming `side` x `side` pixels, as a data URL.
    static func pngHeader(side: UInt32) -> String {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        for v in [side, side] { bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: v >> $0) } }
        bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]
        return "data:image/png;base64," + Data(bytes).base64EncodedString()
    }

    /// Writes the fixtures the tests name into `dir`.
    static func write(into dir: URL) throws {
        func put(_ name: String, _ bytes: [UInt8]) throws { try Data(bytes).write(to: dir.appendingPathComponent(name)) }
        try put("square.json", Array(square.utf8))
        try put("plain.json", Array(plain.utf8))
        try put("pkg.lottie", package)
        // Refused files: each holds one fault.
        try put("zero-rate.json", Array(plain.replacingOccurrences(of: #""fr":30"#, with: #""fr":0"#).utf8))
        try put("cycle.json", Array(##"{"v":"5","fr":30,"ip":0,"op":30,"w":10,"h":10,"assets":[{"id":"a","layers":[{"ty":0,"refId":"b","ip":0,"op":30,"ks":{}}]},{"id":"b","layers":[{"ty":0,"refId":"a","ip":0,"op":30,"ks":{}}]}],"layers":[{"ty":0,"refId":"a","ip":0,"op":30,"ks":{}}]}"##.utf8))
        try put("huge-image.json", Array((##"{"v":"5","fr":30,"ip":0,"op":30,"w":10,"h":10,"assets":[{"id":"i","w":10,"h":10,"e":1,"p":""##
            + pngHeader(side: 5000) + ##""}],"layers":[{"ty":2,"refId":"i","ip":0,"op":30,"ks":{}}]}"##).utf8))
        try put("notes.txt.lottie", Array("not a package\n".utf8))
        try put("junk.lottie", [0x50, 0x4B, 0x03, 0x04] + Array(repeating: 0x41, count: 200))
        try put("bomb.lottie", declaring(package, size: 0x7FFF_FFF0))
        try put("short.lottie", declaring(package, size: 3))
        // Bodymovin's leading keys, then past 32 MiB (a sparse file: nothing is written).
        try put("large.json", Array(##"{"v":"5.7.4","fr":30,"ip":0,"op":30,"w":10,"h":10,"nm":""##.utf8))
        try FileHandle(forWritingTo: dir.appendingPathComponent("large.json")).truncate(atOffset: 33 << 20)
        // A download cut short: still a Lottie file (its first keys say so), refused with where it ends.
        try put("cut.json", Array(#"{"v":"5.7.4","fr":30,"ip":0,"op":30,\#n "w":10,"h":10,"layers":[{"ty":4,"#.utf8))
        try put("no-manifest.lottie", ZipArchive(entries: [.init(name: "animations/a.json", bytes: Array(plain.utf8))]).bytes()!)
    }
}

extension LottieFixtures {
    /// A 1 x 1 PNG, opaque blue.
    static var bluePixel: [UInt8] {
        var image = PixelBuffer(width: 1, height: 1)
        image.pixels = [0, 0, 255, 255]
        return try! PNGCodec.encode(image, options: PNGOptions())
    }

    /// A file with three image assets: `img_0` beside it in `images/`, `img_1` missing, `img_2`
    /// embedded as a data URL.
    static var images: String {
        let embedded = "data:image/png;base64," + Data(bluePixel).base64EncodedString()
        return ##"{"v":"5.7.4","fr":30,"ip":0,"op":30,"w":10,"h":10,"assets":["##
            + ##"{"id":"img_0","w":1,"h":1,"u":"images/","p":"img_0.png","e":0},"##
            + ##"{"id":"img_1","w":1,"h":1,"u":"images/","p":"missing.png","e":0},"##
            + ##"{"id":"img_2","w":1,"h":1,"u":"","p":""## + embedded + ##"","e":1}],"##
            + ##""layers":[{"ty":2,"ind":1,"refId":"img_0","ip":0,"op":30,"st":0,"ks":{}}]}"##
    }
}

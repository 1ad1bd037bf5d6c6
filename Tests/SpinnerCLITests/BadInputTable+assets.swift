/// Issue 28's asset cases (items 6, 7 and 8): the ring's line cap, asset catalogue sets that
/// cannot be valid, and -q where it is now accepted (the error still comes, as one line).
extension BadInputTableTests {
    static let assets: [Case] = [
        Case(arguments: ["ring", "--line-cap", "pointy", "-o", "out.mp4"], mentions: "expected one of butt, round, square"),
        Case(arguments: ["material", "--frames", "0-1", "-o", "A.xcassets/s.imageset/%02d.png"], mentions: "writes a frame sequence into the set 's.imageset'"),
        Case(arguments: ["material", "--frames", "0-1", "-o", "A.xcassets/s.imageset/"], mentions: "writes a frame sequence into the set 's.imageset'"),
        Case(arguments: ["material", "--time", "0", "-o", "A.xcassets/s.imageset/s.png"], mentions: "at scale 4, which has slots for 1x, 2x and 3x only"),
        Case(arguments: ["material", "--time", "0", "--scale", "1,1.5", "-o", "s.imageset/s{scale}.png"], mentions: "at scale 1.5"),
        Case(arguments: ["material", "--frames", "0-1", "--scale", "2", "-o", "A.xcassets/s.imageset/s.gif"], mentions: "an image set holds PNG stills, and this is GIF"),
        Case(arguments: ["material", "--frames", "0-1", "--scale", "1", "-o", "d.dataset/a.gif", "-o", "d.dataset/b.webp"], mentions: "both fill the data set 'd.dataset'"),
        Case(arguments: ["material", "--frames", "0-1", "--scale", "ios", "-o", "A.xcassets/d.dataset/s.webp"], mentions: "both fill the data set 'd.dataset'"),
        Case(arguments: ["check", "notes.txt", "-q"], status: 65, mentions: "notes.txt"),
        Case(arguments: ["scene", "material", "-q"], mentions: "no output given"),
    ]
}

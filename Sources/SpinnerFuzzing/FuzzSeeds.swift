import SpinnerCore
import SpinnerEncode

/// Valid inputs for every target, each prefixed with its selector byte: mutations start from
/// text the parsers accept, so they reach the checks behind the first character.
public enum FuzzSeeds {
    public static let all: [[UInt8]] = text + pngs + coverage + lottie

    static let text: [[UInt8]] = ([
        (.progressCSV, "time,progress\n0,0\n1.5,0.3\n4,1\n"),
        (.progressCSV, "# a comment\n0,0\r\n2 , 0.5\r\n3,1"),
        (.progressCSV, "0,0\n1e-300,0.5\n9007199254740993,1\n"),
        (.progressKeyframes, "0:0,1.5:0.3,4:1"),
        (.progressKeyframes, "0:0, 0.25 :1"),
        (.color, "#4885ED"), (.color, "DB323699"), (.color, "#ffffff"), (.color, "00000080"),
        (.rate, "60"), (.rate, "29.97"), (.rate, "30000/1001"), (.rate, "0.5"), (.rate, "1000"),
        (.rate, "23.976023976"), (.rate, "9223372036854775807/1"), (.rate, "1/9223372036854775807"),
        (.rate, "-9223372036854775808/1"), (.rate, "-9223372036854775808"),
        (.frameRange, "0-59"), (.frameRange, "30-"), (.frameRange, "12"), (.frameRange, "999999"),
        (.number, "50"), (.number, "320x40"), (.number, "0.5"), (.number, "1e-300x1e300"),
        (.scene, ##"{"spinnergen": 1, "loop": 1.2, "parameters": {"c": "#6200EE"}, "root": {"bounds": [0, 0, 30, 10], "sublayers": [{"type": "shape", "bounds": [0, 0, 6, 6], "position": [5, 5], "path": {"ellipse": [0, 0, 6, 6]}, "fillColor": "$c", "animations": [{"type": "keyframe", "keyPath": "opacity", "values": [0.3, 1, 0.3], "keyTimes": [0, 0.5, 1], "duration": 1.2, "repeatCount": "infinity", "beginTime": -0.4}]}]}}"##),
        (.scene, ##"{"spinnergen": 1, "root": {"bounds": [0, 0, 20, 20], "transform": {"rotation": "45deg", "scale": [1, 2]}, "sublayers": [{"type": "shape", "path": {"arc": {"center": [10, 10], "radius": 8, "startAngle": "0.25turn", "endAngle": 6.3, "clockwise": false}}, "strokeColor": "red", "lineWidth": 2, "strokeEnd": 0, "changes": [{"time": 0.5, "keyPath": "strokeEnd", "value": 0.5, "implicit": true}], "animations": [{"type": "group", "duration": 2, "repeatCount": 2, "autoreverses": true, "animations": [{"keyPath": "transform.rotation.z", "byValue": "1turn", "timingFunction": [0.4, 0, 0.2, 1], "fillMode": "both"}]}]}]}}"##),
        (.scene, ##"{"spinnergen": 1, "root": {"bounds": [0, 0, 40, 40], "sublayers": [{"type": "replicator", "frame": [0, 0, 40, 40], "instanceCount": 8, "instanceTransform": {"rotation": "45deg"}, "instanceDelay": 0.125, "instanceColor": "#FF8040", "instanceAlphaOffset": -0.1, "sublayers": [{"type": "replicator", "instanceCount": 2, "instanceTransform": {"translation": [0, 4]}, "sublayers": [{"type": "shape", "frame": [18, 2, 4, 4], "path": {"ellipse": [0, 0, 4, 4]}, "animations": [{"type": "spring", "keyPath": "transform.scale", "fromValue": 0.2, "toValue": 1, "damping": 4, "initialVelocity": 3, "repeatCount": "infinity"}]}]}], "animations": [{"keyPath": "instanceDelay", "toValue": 0.3, "duration": 2}]}]}}"##),
        (.scene, ##"{"spinnergen": 1, "root": {"bounds": [0, 0, 40, 40], "sublayers": [{"type": "shape", "bounds": [0, 0, 6, 4], "path": "M 0 0 L 6 2 L 0 4 Z", "animations": [{"type": "keyframe", "keyPath": "position", "path": {"arc": {"center": [20, 20], "radius": 12, "startAngle": 0, "endAngle": "1turn"}}, "calculationMode": "cubicPaced", "rotationMode": "autoReverse", "duration": 2, "repeatCount": "infinity", "cumulative": true}, {"type": "keyframe", "keyPath": "opacity", "values": [1, 0.2, 0.7, 1], "keyTimes": [0, 0.2, 0.9, 1], "calculationMode": "cubic", "tensionValues": [0, 0.3], "biasValues": [0, 0, -0.2]}, {"keyPath": "path", "toValue": "M 0 0 L 5 3 L 1 4 Z", "autoreverses": true, "additive": true}, {"type": "keyframe", "keyPath": "lineDashPhase", "values": [0, 4, 1], "calculationMode": "paced"}]}]}}"##),
        (.scene, ##"{"spinnergen": 1, "root": {"bounds": [0, 0, 16, 16], "masksToBounds": true, "cornerRadius": 4, "sublayers": [{"type": "gradient", "frame": [0, 0, 16, 16], "colors": ["#FF0000", "blue", "#0F08"], "locations": [0, 0.5, 1], "gradientType": "conic"}, {"type": "shape", "path": {"roundedRect": [1, 1, 14, 14], "cornerRadius": 3, "corners": "circular"}, "fillColor": null, "strokeColor": "white"}]}}"##),
        // Text: animated and changed strings, and a label replicated near the text budget.
        (.scene, ##"{"spinnergen": 1, "loop": 1, "root": {"bounds": [0, 0, 40, 20], "sublayers": [{"type": "text", "frame": [0, 0, 40, 20], "string": "Loading…", "fontSize": 8, "foregroundColor": "#333", "animations": [{"type": "keyframe", "keyPath": "string", "values": ["0%", "50%", "100%"], "calculationMode": "discrete", "duration": 1}], "changes": [{"time": 0.5, "keyPath": "string", "value": "☃@x"}]}]}}"##),
        (.scene, ##"{"spinnergen": 1, "root": {"bounds": [0, 0, 40, 40], "sublayers": [{"type": "replicator", "frame": [0, 0, 40, 40], "instanceCount": 300, "instanceTransform": {"rotation": "1.2deg"}, "sublayers": [{"type": "text", "frame": [0, 0, 40, 8], "string": "Loading", "fontSize": 4}], "mask": {"type": "text", "frame": [0, 0, 40, 40], "string": "xx", "fontSize": 30}}]}}"##),
    ] as [(FuzzTarget, String)]).map { [$0.0.selector] + Array($0.1.utf8) }

    /// Lottie documents touching each part of the reader: precompositions with start time and
    /// stretch, parenting, shapes of every kind with animated and held keyframes, masks, mattes,
    /// markers, an embedded image, expressions and effects (notes); and the first as a dotLottie
    /// package, so mutations reach the zip reader's directory, inflate and CRC checks.
    static var lottie: [[UInt8]] {
        let shapes = ##"{"v":"5.7.4","fr":30,"ip":0,"op":60,"w":64,"h":48,"markers":[{"cm":"spin","tm":10,"dr":20},{"cm":"end","tm":59,"dr":0}],"assets":[{"id":"comp_0","fr":30,"layers":[{"ty":4,"ind":1,"ip":0,"op":60,"st":0,"ks":{"o":{"a":0,"k":100},"p":{"a":1,"k":[{"t":0,"s":[10,10],"o":{"x":[0.4],"y":[0]},"i":{"x":[0.2],"y":[1]}},{"t":30,"s":[30,20],"h":1},{"t":60,"s":[10,10]}]}},"shapes":[{"ty":"gr","it":[{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[8,6]},"r":{"a":0,"k":2}},{"ty":"el","p":{"a":0,"k":[4,4]},"s":{"a":0,"k":[5,5]}},{"ty":"sr","sy":1,"pt":{"a":0,"k":5},"p":{"a":0,"k":[0,0]},"r":{"a":0,"k":0},"or":{"a":0,"k":6},"os":{"a":0,"k":0},"ir":{"a":0,"k":3},"is":{"a":0,"k":0}},{"ty":"tm","s":{"a":0,"k":0},"e":{"a":1,"k":[{"t":0,"s":[0]},{"t":60,"s":[100]}]},"o":{"a":0,"k":0},"m":1},{"ty":"st","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":2},"lc":2,"lj":1,"ml":4,"d":[{"n":"d","v":{"a":0,"k":3}},{"n":"o","v":{"a":0,"k":1}}]},{"ty":"gf","t":2,"s":{"a":0,"k":[0,0]},"e":{"a":0,"k":[5,0]},"h":{"a":0,"k":20},"a":{"a":0,"k":45},"g":{"p":2,"k":{"a":0,"k":[0,1,0,0,1,0,0,1,0,1,1,0.5]}},"o":{"a":0,"k":100},"r":1},{"ty":"rp","c":{"a":0,"k":3},"o":{"a":0,"k":0},"tr":{"p":{"a":0,"k":[4,0]},"so":{"a":0,"k":100},"eo":{"a":0,"k":50}}},{"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}]}]}]}],"layers":[{"ty":3,"ind":1,"ip":0,"op":60,"st":0,"ks":{"r":{"a":1,"k":[{"t":0,"s":[0]},{"t":60,"s":[360]}]},"p":{"a":0,"k":[32,24]}}},{"ty":0,"ind":2,"parent":1,"refId":"comp_0","w":64,"h":48,"ip":0,"op":60,"st":-5,"sr":1.5,"tm":{"a":0,"k":0.5},"ks":{},"masksProperties":[{"mode":"s","inv":true,"pt":{"a":0,"k":{"c":true,"v":[[0,0],[20,0],[20,20]],"i":[[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0]]}},"o":{"a":0,"k":80}}]},{"ty":1,"ind":3,"td":1,"sc":"#3366ff","sw":64,"sh":48,"ip":0,"op":60,"st":0,"ks":{"o":{"a":0,"k":50,"x":"wiggle(1,2)"}},"ef":[{"ty":5}]},{"ty":4,"ind":4,"tt":1,"ip":0,"op":60,"st":0,"ks":{},"shapes":[{"ty":"sh","ks":{"a":1,"k":[{"t":0,"s":[{"c":false,"v":[[0,0],[9,9]],"i":[[0,0],[0,0]],"o":[[0,0],[0,0]]}]},{"t":60,"s":[{"c":false,"v":[[9,0],[0,9]],"i":[[0,0],[0,0]],"o":[[0,0],[0,0]]}]}]}},{"ty":"fl","c":{"a":0,"k":[0,0.5,0,1]},"o":{"a":0,"k":100},"r":2},{"ty":"zz"}]}]}"##
        let image = ##"{"v":"5.5.2","fr":24,"ip":12,"op":36.5,"w":8,"h":8,"assets":[{"id":"image_0","w":1,"h":1,"u":"","p":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==","e":1}],"layers":[{"ty":2,"ind":1,"refId":"image_0","ip":12,"op":36.5,"st":0,"ks":{"s":{"a":0,"k":[800,800]}}},{"ty":5,"ind":2,"ip":0,"op":40,"st":0,"ks":{},"t":{"d":{"k":[{"s":{"t":"Hi","s":4},"t":0}]}}}],"chars":[]}"##
        let package = ZipArchive(entries: [
            .init(name: "manifest.json", bytes: Array(##"{"version":"1","animations":[{"id":"a"}]}"##.utf8)),
            .init(name: "animations/a.json", bytes: Array(shapes.utf8)),
        ]).bytes() ?? []
        return [shapes, image].map { [FuzzTarget.lottie.selector] + Array($0.utf8) } + [[FuzzTarget.lottie.selector] + package]
    }

    /// Polygons for the rasteriser's work budget, as `FuzzTarget.coverage` reads them: a
    /// zigzag copied 204 times whose vertices end edges inside the row (over the budget on its
    /// ends), a sliver copied 511 times (over it on its pair tests), a bow tie copied 3 times
    /// and a star 81 times (exact cuts).
    static let coverage: [[UInt8]] = [
        [FuzzTarget.coverage.selector, 255, 0, 0, 0, 8, 96, 16, 0, 24, 96, 32, 0],
        [FuzzTarget.coverage.selector, 255, 0, 16, 0, 48, 255],
        [FuzzTarget.coverage.selector, 1, 1, 0, 0, 64, 128, 64, 0, 0, 128],
        [FuzzTarget.coverage.selector, 40, 1, 128, 0, 160, 255, 64, 64, 192, 64, 96, 255],
    ]

    /// Small PNGs of the kinds the decoder expands: RGBA, and an image with a transparent edge.
    static var pngs: [[UInt8]] {
        var out: [[UInt8]] = []
        for (w, h) in [(1, 1), (5, 3)] {
            var frame = PixelBuffer(width: w, height: h)
            for i in stride(from: 0, to: frame.pixels.count, by: 4) {
                frame.pixels[i] = UInt8(i % 256); frame.pixels[i + 3] = i % 8 == 0 ? 0 : 255
                if frame.pixels[i + 3] == 0 { frame.pixels[i] = 0 }
            }
            if let png = try? PNGCodec.encode(frame, options: PNGOptions(compressionLevel: 1)) {
                out.append([FuzzTarget.png.selector] + png)
            }
        }
        return out
    }

    /// Boundary text the mutator splices in: overflow edges, float extremes and the characters
    /// each grammar splits on.
    public static let tokens: [String] = [
        "9223372036854775807", "9223372036854775808", "-9223372036854775808", "18446744073709551616",
        "2147483647", "2147483648", "4294967296", "999999999", "0.000000001", "1e-300", "1e308", "1e309",
        "4.9e-324", "nan", "NaN", "inf", "-inf", "infinity", "-0", "+0", "0x1p-1074", "0x10", "00000000000000000000001",
        "/", ".", "-", "+", ",", ":", "#", "x", "e", "E", "\n", "\r\n", "\r", " ", "\t", "\u{0}",
        "{", "}", "[", "]", "\"", "$", "\"deg\"", "turn", "\"infinity\"", "null", "true", "[0, 0, 1e308, 1e308]",
        "\"1e308turn\"", "\"lineDashPattern\": [1e-4, 1e-4]", "\"implicit\": true",
        "\u{2603}\u{2603}\u{2603}\u{2603}", "Loading…Loading…", "\"instanceCount\": 5000",
        "\"a\":1", "\"h\":1", "\"ty\":0", "\"ty\":4", "\"refId\":\"comp_0\"", "\"parent\":1", "\"tm\"", "\"sr\":0.001",
        "{\"t\":0,\"s\":[0]}", "\"c\":1e9", "\"ip\":-1e300", "\"op\":1e300", "\"w\":1e5", "PK\u{3}\u{4}",
        "\u{663}", "\u{FF10}", "\u{FF21}", "\u{85}", "\u{2028}", "é", "\u{301}",
    ]
}

// Every FFmpeg function spinnergen calls, once, as an X-macro list read by ffmpeg_forwarders.h
// (the forwarders) and ffmpeg_loader.c (the pointers and their dlsym names).
//
//   F(library, return type, name, (parameters), (arguments), value returned when not loaded)
//   V(library, name, (parameters), (arguments))   for functions returning void
//
// A function used anywhere (Sources or Tests) must be listed, or the link fails: nothing links
// FFmpeg itself. Static inline functions and macros of the headers need no entry.
#define SPINNER_FFMPEG_FUNCTIONS(F, V) \
    /* libavutil */ \
    F(AVUTIL, const char *, av_color_primaries_name, (enum AVColorPrimaries primaries), (primaries), NULL) \
    F(AVUTIL, const char *, av_color_range_name, (enum AVColorRange range), (range), NULL) \
    F(AVUTIL, const char *, av_color_space_name, (enum AVColorSpace space), (space), NULL) \
    F(AVUTIL, const char *, av_color_transfer_name, (enum AVColorTransferCharacteristic transfer), (transfer), NULL) \
    V(AVUTIL, av_dict_free, (AVDictionary **m), (m)) \
    F(AVUTIL, int, av_dict_set, (AVDictionary **pm, const char *key, const char *value, int flags), (pm, key, value, flags), UNAVAILABLE) \
    F(AVUTIL, AVFrame *, av_frame_alloc, (void), (), NULL) \
    V(AVUTIL, av_frame_free, (AVFrame **frame), (frame)) \
    F(AVUTIL, int, av_frame_get_buffer, (AVFrame *frame, int align), (frame, align), UNAVAILABLE) \
    F(AVUTIL, int, av_frame_make_writable, (AVFrame *frame), (frame), UNAVAILABLE) \
    V(AVUTIL, av_frame_unref, (AVFrame *frame), (frame)) \
    F(AVUTIL, const char *, av_get_pix_fmt_name, (enum AVPixelFormat pix_fmt), (pix_fmt), NULL) \
    F(AVUTIL, int, av_log_get_level, (void), (), AV_LOG_QUIET) \
    V(AVUTIL, av_log_set_level, (int level), (level)) \
    F(AVUTIL, int, av_opt_set, (void *obj, const char *name, const char *val, int search_flags), (obj, name, val, search_flags), UNAVAILABLE) \
    F(AVUTIL, int, av_opt_set_double, (void *obj, const char *name, double val, int search_flags), (obj, name, val, search_flags), UNAVAILABLE) \
    F(AVUTIL, const AVPixFmtDescriptor *, av_pix_fmt_desc_get, (enum AVPixelFormat pix_fmt), (pix_fmt), NULL) \
    F(AVUTIL, int, av_strerror, (int errnum, char *errbuf, size_t errbuf_size), (errnum, errbuf, errbuf_size), UNAVAILABLE) \
    /* libswscale */ \
    V(SWSCALE, sws_freeContext, (struct SwsContext *swsContext), (swsContext)) \
    F(SWSCALE, const int *, sws_getCoefficients, (int colorspace), (colorspace), NULL) \
    F(SWSCALE, struct SwsContext *, sws_getContext, \
      (int srcW, int srcH, enum AVPixelFormat srcFormat, int dstW, int dstH, enum AVPixelFormat dstFormat, int flags, \
       SwsFilter *srcFilter, SwsFilter *dstFilter, const double *param), \
      (srcW, srcH, srcFormat, dstW, dstH, dstFormat, flags, srcFilter, dstFilter, param), NULL) \
    F(SWSCALE, int, sws_scale, \
      (struct SwsContext *c, const uint8_t *const srcSlice[], const int srcStride[], int srcSliceY, int srcSliceH, \
       uint8_t *const dst[], const int dstStride[]), \
      (c, srcSlice, srcStride, srcSliceY, srcSliceH, dst, dstStride), UNAVAILABLE) \
    F(SWSCALE, int, sws_setColorspaceDetails, \
      (struct SwsContext *c, const int inv_table[4], int srcRange, const int table[4], int dstRange, int brightness, \
       int contrast, int saturation), \
      (c, inv_table, srcRange, table, dstRange, brightness, contrast, saturation), UNAVAILABLE) \
    /* libavcodec */ \
    F(AVCODEC, int, av_new_packet, (AVPacket *pkt, int size), (pkt, size), UNAVAILABLE) \
    F(AVCODEC, AVPacket *, av_packet_alloc, (void), (), NULL) \
    V(AVCODEC, av_packet_free, (AVPacket **pkt), (pkt)) \
    V(AVCODEC, av_packet_rescale_ts, (AVPacket *pkt, AVRational tb_src, AVRational tb_dst), (pkt, tb_src, tb_dst)) \
    V(AVCODEC, av_packet_unref, (AVPacket *pkt), (pkt)) \
    F(AVCODEC, AVCodecContext *, avcodec_alloc_context3, (const AVCodec *codec), (codec), NULL) \
    F(AVCODEC, const AVCodec *, avcodec_find_decoder, (enum AVCodecID id), (id), NULL) \
    F(AVCODEC, const AVCodec *, avcodec_find_decoder_by_name, (const char *name), (name), NULL) \
    F(AVCODEC, const AVCodec *, avcodec_find_encoder_by_name, (const char *name), (name), NULL) \
    V(AVCODEC, avcodec_free_context, (AVCodecContext **avctx), (avctx)) \
    F(AVCODEC, const char *, avcodec_get_name, (enum AVCodecID id), (id), NULL) \
    F(AVCODEC, int, avcodec_open2, (AVCodecContext *avctx, const AVCodec *codec, AVDictionary **options), (avctx, codec, options), UNAVAILABLE) \
    F(AVCODEC, int, avcodec_parameters_from_context, (AVCodecParameters *par, const AVCodecContext *codec), (par, codec), UNAVAILABLE) \
    F(AVCODEC, int, avcodec_parameters_to_context, (AVCodecContext *codec, const AVCodecParameters *par), (codec, par), UNAVAILABLE) \
    F(AVCODEC, int, avcodec_receive_frame, (AVCodecContext *avctx, AVFrame *frame), (avctx, frame), UNAVAILABLE) \
    F(AVCODEC, int, avcodec_receive_packet, (AVCodecContext *avctx, AVPacket *avpkt), (avctx, avpkt), UNAVAILABLE) \
    F(AVCODEC, int, avcodec_send_frame, (AVCodecContext *avctx, const AVFrame *frame), (avctx, frame), UNAVAILABLE) \
    F(AVCODEC, int, avcodec_send_packet, (AVCodecContext *avctx, const AVPacket *avpkt), (avctx, avpkt), UNAVAILABLE) \
    /* libavformat */ \
    F(AVFORMAT, int, av_find_best_stream, \
      (AVFormatContext *ic, enum AVMediaType type, int wanted_stream_nb, int related_stream, const AVCodec **decoder_ret, int flags), \
      (ic, type, wanted_stream_nb, related_stream, decoder_ret, flags), UNAVAILABLE) \
    F(AVFORMAT, int, av_interleaved_write_frame, (AVFormatContext *s, AVPacket *pkt), (s, pkt), UNAVAILABLE) \
    F(AVFORMAT, int, av_read_frame, (AVFormatContext *s, AVPacket *pkt), (s, pkt), UNAVAILABLE) \
    F(AVFORMAT, int, av_write_trailer, (AVFormatContext *s), (s), UNAVAILABLE) \
    F(AVFORMAT, int, avformat_alloc_output_context2, \
      (AVFormatContext **ctx, const AVOutputFormat *oformat, const char *format_name, const char *filename), \
      (ctx, oformat, format_name, filename), UNAVAILABLE) \
    V(AVFORMAT, avformat_close_input, (AVFormatContext **s), (s)) \
    F(AVFORMAT, int, avformat_find_stream_info, (AVFormatContext *ic, AVDictionary **options), (ic, options), UNAVAILABLE) \
    V(AVFORMAT, avformat_free_context, (AVFormatContext *s), (s)) \
    F(AVFORMAT, AVStream *, avformat_new_stream, (AVFormatContext *s, const AVCodec *c), (s, c), NULL) \
    F(AVFORMAT, int, avformat_open_input, \
      (AVFormatContext **ps, const char *url, const AVInputFormat *fmt, AVDictionary **options), (ps, url, fmt, options), UNAVAILABLE) \
    F(AVFORMAT, int, avformat_write_header, (AVFormatContext *s, AVDictionary **options), (s, options), UNAVAILABLE) \
    F(AVFORMAT, int, avio_closep, (AVIOContext **s), (s), UNAVAILABLE) \
    F(AVFORMAT, int, avio_open, (AVIOContext **s, const char *url, int flags), (s, url, flags), UNAVAILABLE)

import { describe, expect, it } from 'vitest'
import { autoplayUrl, companyVideo, VIDEO_FRAME_ORIGINS } from './company-video.ts'

describe('companyVideo', () => {
  it.each([
    'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    'https://youtube.com/watch?v=aqz-KE-bpKQ&t=42',
    'https://m.youtube.com/watch?v=aqz-KE-bpKQ',
    'https://youtu.be/aqz-KE-bpKQ',
    'https://www.youtube.com/embed/aqz-KE-bpKQ',
    'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    'https://www.youtube.com/shorts/aqz-KE-bpKQ',
    '  https://youtu.be/aqz-KE-bpKQ  ',
  ])('plays %s from YouTube’s privacy-enhanced domain', (stored) => {
    expect(companyVideo(stored)).toEqual({
      provider: 'YouTube',
      embedUrl: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
      watchUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    })
  })

  it.each(['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'])(
    'plays %s without tracking',
    (s) => {
      expect(companyVideo(s)).toEqual({
        provider: 'Vimeo',
        embedUrl: 'https://player.vimeo.com/video/76979871?dnt=1',
        watchUrl: 'https://vimeo.com/76979871',
      })
    },
  )

  it.each([
    null,
    undefined,
    '',
    'not a url',
    'http://www.youtube.com/watch?v=aqz-KE-bpKQ',
    'javascript:alert(1)//youtube.com/watch?v=aqz-KE-bpKQ',
    'https://evil.example/embed/aqz-KE-bpKQ',
    'https://www.youtube.com.evil.example/watch?v=aqz-KE-bpKQ',
    'https://user:pw@www.youtube.com/watch?v=aqz-KE-bpKQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=aqz-KE-bpKQ"><script>',
    'https://www.youtube.com/embed/..%2F..%2Fx',
    'https://vimeo.com/channels/staffpicks',
  ])('embeds nothing for %s', (stored) => {
    expect(companyVideo(stored)).toBeNull()
  })

  it('every embed address is on a frame origin the CSP allows, and autoplays only when asked', () => {
    for (const stored of ['https://youtu.be/aqz-KE-bpKQ', 'https://vimeo.com/76979871']) {
      const video = companyVideo(stored)
      expect(video).not.toBeNull()
      if (!video) continue
      expect(VIDEO_FRAME_ORIGINS).toContain(new URL(video.embedUrl).origin)
      expect(new URL(video.embedUrl).searchParams.has('autoplay')).toBe(false)
      expect(new URL(autoplayUrl(video)).searchParams.get('autoplay')).toBe('1')
    }
  })
})

/**
 * Subjects and moods a designer names that have no spec value of their own (issue 11 §2: "fails
 * where words are misread"): they read as the industry the corpus files such pages under, or as
 * the look they stand for, instead of being left to the text match alone.
 */
import { describe, expect, it } from 'vitest';
import { readQuery } from '../../src/search/query-tags.js';

const fields = (q: string, field: string): string[] =>
  readQuery(q).wants.filter((c) => c.field === field).map((c) => `${c.value}${c.weight < 1 ? `@${c.weight}` : ''}`).sort();

describe('subjects without a spec industry', () => {
  it('conferences and summits are events, filed under entertainment; a bare "event" is half a cue', () => {
    expect(fields('tech conference event page', 'industry')).toEqual(['entertainment']);
    expect(fields('design summit', 'industry')).toEqual(['entertainment']);
    expect(fields('events venue', 'industry')).toEqual(['entertainment@0.5']);
    expect(readQuery('tech conference').tags.aesthetic).toContain('event');
  });

  it('barbers, nail salons and tattoo studios are beauty', () => {
    for (const q of ['vintage barbershop', 'barber shop', 'nail salon', 'tattoo studio dark']) expect(fields(q, 'industry'), q).toEqual(['beauty']);
  });

  it('dentists, physiotherapists and vets are healthcare', () => {
    for (const q of ['friendly dentist', 'dental clinic', 'orthodontist practice', 'physiotherapy studio', 'veterinarian clinic']) expect(fields(q, 'industry'), q).toEqual(['healthcare']);
  });

  it('kindergartens and daycares are early-years schools with a kids look; a summer camp is half school, half stay', () => {
    for (const q of ['kindergarten website', 'preschool', 'montessori daycare', 'child care centre']) {
      expect(fields(q, 'industry'), q).toEqual(['edtech']);
      expect(fields(q, 'mood'), q).toContain('kids');
    }
    expect(fields('kids summer camp', 'industry')).toEqual(['edtech@0.5', 'hospitality@0.5']);
    expect(fields('kids summer camp', 'mood')).toContain('kids');
    expect(fields('lakeside camping', 'industry')).toEqual(['hospitality']);
  });

  it("a designer's or a developer's own portfolio is filed where the corpus files them, not under developer tools", () => {
    for (const q of ['freelance designer', 'ux designer portfolio', 'graphic design studio']) expect(fields(q, 'industry'), q).toEqual(['design']);
    expect(fields('designer portfolio', 'page_type')).toEqual(['portfolio']);
    expect(fields('designer furniture store', 'industry')).toEqual(['design@0.5', 'e_commerce@0.5']);
    expect(fields('dark developer portfolio', 'industry')).toEqual(['web_development']);
    expect(fields('dark developer portfolio', 'page_type')).toEqual(['portfolio']);
    expect(fields('developer tools landing page', 'industry')).toEqual(['developer_tools']);
  });

  it('interior designers are architecture, fashion designers fashion, wineries drinks and perfume beauty', () => {
    expect(fields('interior designer', 'industry')).toEqual(['architecture']);
    expect(fields('fashion designer', 'industry')).toEqual(['fashion']);
    expect(fields('hillside winery', 'industry')).toEqual(['beverage']);
    expect(fields('perfume brand', 'industry')).toEqual(['beauty']);
  });

  it('documentation sites are developer tools', () => {
    expect(fields('dark mode developer docs', 'industry')).toEqual(['developer_tools']);
    expect(fields('api documentation', 'industry')).toEqual(['developer_tools']);
  });

  it('a wine bar or a pub is a drink brand and a place to sit; "sidebar" and "nav bar" are not bars', () => {
    expect(fields('burgundy wine bar', 'industry')).toEqual(['beverage', 'restaurant']);
    expect(fields('cozy pub', 'industry')).toEqual(['beverage', 'restaurant']);
    expect(fields('sidebar navigation', 'industry')).toEqual([]);
  });

  it('books are publishing (media); headphones and smartwatches are consumer electronics', () => {
    for (const q of ['cozy bookstore', 'indie book shop', 'author website', 'ebook landing']) expect(fields(q, 'industry'), q).toEqual(['media']);
    expect(fields('book a table', 'industry')).toEqual([]);
    for (const q of ['headphones product page', 'smartwatch landing']) expect(fields(q, 'industry'), q).toEqual(['e_commerce@0.5']);
  });

  it('a contact page is half the about cue (the corpus files contact pages as about pages)', () => {
    expect(fields('contact page minimal', 'page_type')).toEqual(['about@0.5']);
    expect(fields('about us page', 'page_type')).toEqual(['about']);
  });

  it('a retreat is half a stay, half wellness, and quiet', () => {
    expect(fields('mountain retreat', 'industry')).toEqual(['hospitality@0.5', 'wellness@0.5']);
    expect(fields('mountain retreat', 'mood')).toEqual(['calm@0.5']);
  });

  it('an app is a SaaS landing page, half a cue of each', () => {
    expect(fields('lavender and mint app', 'industry')).toEqual(['saas@0.5']);
    expect(fields('lavender and mint app', 'page_type')).toEqual(['landing_page@0.5']);
    expect(fields('mobile app with phone mockups', 'page_type')).toEqual(['landing_page@0.5']);
  });
});

describe('trust', () => {
  it('"trustworthy" is the corporate look with blue as half a cue; a named color still wins', () => {
    for (const q of ['trustworthy bank', 'reliable accounting firm', 'trusted advisor']) {
      expect(fields(q, 'mood'), q).toEqual(['corporate']);
      expect(fields(q, 'hue'), q).toEqual(['blue@0.5']);
    }
    expect(fields('corporate law firm', 'hue')).toEqual([]);
    expect(fields('trustworthy green fintech', 'hue')).toEqual(['blue@0.5', 'green']);
  });
});

describe('energy', () => {
  it('"energetic" and "dynamic" ask for bold, vivid pages', () => {
    for (const q of ['energetic sports brand', 'dynamic and lively']) {
      expect(fields(q, 'mood'), q).toEqual(['bold', 'vibrant']);
      expect(fields(q, 'saturation'), q).toEqual(['vivid@0.5']);
    }
  });
});

describe('music', () => {
  it('a band is a music act, filed under entertainment ("rock band"), not a colored strip', () => {
    expect(fields('grunge rock band', 'industry')).toEqual(['entertainment']);
    expect(fields('indie band tour dates', 'industry')).toEqual(['entertainment']);
    expect(fields('yellow band', 'industry')).toEqual([]);
  });
});

describe('type-led briefs', () => {
  it('"typographic" and "type-led" ask for display type, not for serifs', () => {
    expect(fields('bold typographic agency homepage', 'type')).toEqual(['display']);
    expect(fields('type-led portfolio', 'type')).toEqual(['display']);
    expect(fields('bookish serif blog', 'type')).toEqual(['serif']);
  });
});

describe('named styles and eras', () => {
  it('read as the moods and facets they stand for', () => {
    expect(fields('zen wellness retreat', 'mood')).toEqual(['calm', 'minimal']);
    expect(fields('scandinavian furniture store', 'mood')).toEqual(['clean', 'minimal']);
    expect(fields('cyberpunk', 'theme')).toEqual(['dark']);
    expect(fields('cyberpunk', 'saturation')).toEqual(['vivid']);
    expect(fields('art deco hotel', 'mood')).toEqual(['elegant', 'luxury']);
    expect(fields('rustic farmhouse restaurant', 'temperature')).toEqual(['warm']);
    expect(fields('memphis design', 'style')).toEqual(['playful']);
    expect(fields('gothic', 'theme')).toEqual(['dark']);
  });

  it('a named style is read, so it is not also left to the captions', () => {
    expect(readQuery('zen wellness pavilion').unread).toBe('pavilion');
    expect(readQuery('art deco').tags.aesthetic).toContain('art-deco');
  });

  it('"no cyberpunk": a negated style is avoided, not wanted', () => {
    expect(fields('minimal, no cyberpunk', 'theme')).toEqual([]);
    expect(readQuery('minimal, no cyberpunk').avoids.some((c) => c.field === 'theme' && c.value === 'dark')).toBe(true);
  });
});

describe('look words with no facet of their own', () => {
  it('read as the facets they stand for, as weak cues; what a page shows (flowers) also goes to the captions', () => {
    expect(fields('maximalist poster', 'layout')).toEqual(['dense_packed@0.5']);
    expect(fields('ornate baroque hotel', 'type')).toEqual(['serif@0.5']);
    expect(fields('industrial loft', 'theme')).toEqual(['dark@0.5']);
    expect(fields('floral shop', 'mood')).toEqual(['organic@0.5', 'romantic@0.5']);
    expect(fields('desert resort', 'temperature')).toEqual(['warm']);
    expect(fields('nautical brand', 'hue')).toEqual(['blue@0.5']);
    expect(fields('masonry photo grid', 'layout')).toContain('card_based');
    expect(fields('slab serif headlines', 'type')).toEqual(['serif']);
    expect(readQuery('floral shop').unread).toContain('floral');
  });

  it('British spellings and near words join the look they name', () => {
    expect(fields('cosy cafe', 'mood')).toContain('warm');
    expect(fields('minimalistic', 'mood')).toEqual(['clean', 'minimal']);
    expect(fields('chic boutique', 'mood')).toEqual(['elegant', 'luxury']);
    expect(fields('cheeky brand', 'style')).toEqual(['playful']);
  });

  it('a painted medium ("watercolor") is left to the captions: no flat illustration is a strong answer to it', () => {
    expect(readQuery('watercolor').wants).toEqual([]);
    expect(readQuery('watercolor wedding').unread).toBe('watercolor');
  });
});

describe('more subjects without a spec industry', () => {
  it('are filed where the corpus files their kind of page, half a cue', () => {
    expect(fields('consulting firm', 'industry')).toEqual(['financial_services@0.5']);
    expect(fields('church community', 'industry')).toEqual(['nonprofit@0.5']);
    expect(fields('art museum', 'industry')).toEqual(['entertainment@0.5']);
    expect(fields('furniture store', 'industry')).toEqual(['e_commerce@0.5']);
    expect(fields('plumber', 'industry')).toEqual(['architecture@0.5']);
    expect(fields('illustrator portfolio', 'page_type')).toEqual(['portfolio']);
  });

  it('names of a known industry join it', () => {
    expect(fields('community college', 'industry')).toEqual(['edtech']);
    expect(fields('boutique airline', 'industry')).toContain('hospitality');
    expect(fields('vet', 'industry')).toEqual(['healthcare']);
    expect(fields('solar energy startup', 'mood')).toContain('organic');
    expect(fields('music artist', 'industry')).toEqual(['entertainment']);
  });

  it('a gallery page is half a portfolio page, a freelancer half a design portfolio; watches are jewelry', () => {
    expect(fields('photo gallery', 'page_type')).toEqual(['portfolio@0.5']);
    expect(fields('freelancer', 'page_type')).toEqual(['portfolio@0.5']);
    expect(fields('freelance designer', 'industry')).toEqual(['design']);
    expect(fields('luxury watches', 'industry')).toEqual(['fashion@0.5']);
    expect(fields('interior', 'industry')).toEqual(['architecture']);
  });

  it('law firms stay with the text match (the three law pages carry no industry and lead on their words)', () => {
    expect(readQuery('law firm').unread).toBe('law firm');
  });
});

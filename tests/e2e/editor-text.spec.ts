import { FAN, signIn } from './support';
import { expect, type Page, test } from './test';

/** Issue 19 item 6: what a member types in the post editor reads as text, not as a placeholder. */

const colorOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).color);

for (const colorScheme of ['light', 'dark'] as const) {
  test(`typed post text has the title's colour (${colorScheme}, phone)`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme });
    await signIn(page, FAN, '/board/free/write');
    await page.getByPlaceholder('제목을 입력하세요').fill('색 확인');
    const editor = page.getByRole('textbox', { name: '내용' });
    await editor.click();
    await page.keyboard.type('본문은 글자처럼 보여야 합니다');
    await expect(editor).toContainText('본문은 글자처럼');
    const title = await colorOf(page, 'input[name="title"]');
    expect(await editor.evaluate((element) => getComputedStyle(element).color)).toBe(title);
    // What the browser puts the typed words in (a paragraph or a bare text node) keeps that colour.
    const typed = await editor.evaluate(
      (element) => getComputedStyle(element.querySelector('p, div') ?? element).color,
    );
    expect(typed).toBe(title);
  });
}
